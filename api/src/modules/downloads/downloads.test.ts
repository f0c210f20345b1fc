import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { encryptedAtRest } from '../../lib/encrypted-storage';
import { fileKeyOf } from '../../lib/file-encryption';
import { createLocalStorage } from '../../lib/storage';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createUser, type FixtureUser, api } from '../../testing/fixtures';
import { download, pdfBytes, uploadForm } from '../jobs/job-test-helpers';
import { attachmentDisposition } from './content-disposition';

jest.setTimeout(60_000);

let app: TestApp;
let customer: FixtureUser;
let job: { id: number; file_name: string; file_url: string };
const bytes = pdfBytes('özgün belge');
beforeAll(async () => {
  app = await startTestApp();
  customer = await createUser(app, 'user');
  const res = await api(app, 'POST', '/user/upload', {
    token: customer.token,
    form: uploadForm({}, { bytes, name: 'Nüfus Kaydı.pdf' }),
  });
  job = res.body;
});
afterAll(() => app.stop());

/** A raw request, so that the client does not normalize `..` away before the server sees it. */
function rawGet(path: string, token?: string): Promise<number> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, headers: token ? { Authorization: `Bearer ${token}` } : {} },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('GET /api/download/{area}/{fileName}', () => {
  it('serves the file with a signed link, as an attachment under its original name', async () => {
    const res = await download(app, job.file_url);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(bytes)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(attachmentDisposition('Nüfus_Kaydı.pdf'));
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''N%C3%BCfus_Kayd%C4%B1.pdf");
  });

  it('refuses a tampered or expired signature with 403, and no signature and no token with 401', async () => {
    expect((await download(app, job.file_url.replace(/sig=.{4}/, 'sig=AAAA'))).status).toBe(403);
    const expired = app.deps.signedLinks.link('documents', job.file_name, Date.now() - 60 * 60 * 1000);
    expect((await download(app, expired)).status).toBe(403);
    expect((await download(app, `/api/download/documents/${job.file_name}`)).status).toBe(401);
  });

  it('does not let a link signed for one area open another', async () => {
    const url = job.file_url.replace('/documents/', '/output/');
    expect((await download(app, url)).status).toBe(403);
  });

  it('answers 404 for an unknown area and for a missing file', async () => {
    expect((await download(app, `/api/download/avatar/${job.file_name}`, customer.token)).status).toBe(404);
    const link = app.deps.signedLinks.link('documents', '123-missing.pdf');
    expect((await download(app, link)).status).toBe(404);
  });

  it.each([
    '/api/download/documents/..%2F..%2F..%2Fetc%2Fpasswd',
    '/api/download/documents/..%2Fpublic%2Favatar%2Fx.png',
    '/api/download/documents/%2E%2E%2F%2E%2E%2Fjwt-secret',
    '/api/download/documents/1-..%5C..%5Cx.pdf',
    '/api/download/documents/..',
    '/api/download/..%2F..%2Fjwt-secret',
  ])('refuses the path trick %s without reading outside the area', async (path) => {
    const status = await rawGet(path, customer.token);
    expect([400, 404]).toContain(status);
  });

  it("also serves the spec's GET /download/{file} with the bearer token of someone allowed", async () => {
    const res = await download(app, `/api/download/${job.file_name}`, customer.token);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(bytes)).toBe(true);
    const stranger = await createUser(app, 'user');
    expect((await download(app, `/api/download/${job.file_name}`, stranger.token)).status).toBe(404);
  });
});

describe('a stored file encrypted at rest', () => {
  const storedPath = (area: string, name: string) => path.join(app.dataDir, 'files', 'private', area, name);

  it('is ciphertext on disk and downloads as the uploaded bytes', async () => {
    const onDisk = readFileSync(storedPath('documents', job.file_name));
    expect(onDisk.subarray(0, 8).toString('ascii')).toBe('TRCMENC1');
    expect(onDisk.includes(Buffer.from('özgün belge'))).toBe(false);
    const res = await download(app, job.file_url);
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(res.bytes.equals(bytes)).toBe(true);
  });

  it("answers 503 fileUnreadable in the visitor's language, not 500, when sealed with a key this site lacks", async () => {
    const temp = path.join(app.dataDir, 'foreign-upload');
    writeFileSync(temp, bytes);
    const foreign = encryptedAtRest(createLocalStorage(path.join(app.dataDir, 'files')), {
      current: fileKeyOf(randomBytes(32)),
      previous: [],
    });
    const name = await foreign.put('documents', temp, 'yabancı.pdf');
    const link = app.deps.signedLinks.link('documents', name);
    const tr = await fetch(`${app.url}${link}`);
    expect(tr.status).toBe(503);
    expect(await tr.json()).toMatchObject({ code: 'fileUnreadable', message: expect.stringMatching(/açılamıyor/) });
    const en = await fetch(`${app.url}${link}`, { headers: { 'Accept-Language': 'en' } });
    expect(en.status).toBe(503);
    expect(await en.json()).toMatchObject({
      code: 'fileUnreadable',
      message: expect.stringMatching(/cannot be opened/),
    });
  });
});
