import { readdirSync } from 'node:fs';
import path from 'node:path';
import { startS3Server, type S3TestServer } from '../../testing/s3-server';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser } from '../../testing/fixtures';
import { download, pdfBytes, uploadForm } from '../jobs/job-test-helpers';

let s3: S3TestServer;
let app: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  app = await startTestApp(s3.env);
});
afterAll(async () => {
  await app.stop();
  await s3.stop();
});

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const filesOnApiDisk = () => {
  try {
    return readdirSync(path.join(app.dataDir, 'files'), { recursive: true });
  } catch {
    return [];
  }
};

describe('files in an S3 bucket (S3_BUCKET set)', () => {
  it('keeps a customer document in the bucket and gives the same bytes back through its signed link', async () => {
    const customer = await createUser(app, 'user');
    const original = pdfBytes('in the bucket');
    const upload = await api(app, 'POST', '/user/upload', {
      token: customer.token,
      form: uploadForm({}, { bytes: original, name: 'tapu kaydı.pdf' }),
    });
    expect(upload.status).toBe(201);
    const listed = await api(app, 'GET', '/user/jobs', { token: customer.token });
    const job = listed.body.jobs.find((j: { id: number }) => j.id === upload.body.id);
    const fetched = await download(app, job.file_url);
    expect(fetched.status).toBe(200);
    expect(fetched.bytes.equals(original)).toBe(true);
    expect(filesOnApiDisk()).toEqual([]);
  });

  it('serves a public slide image under /uploads from the bucket, with HEAD too', async () => {
    const admin = await createUser(app, 'admin');
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)]), 'kapak görseli.png');
    const upload = await api(app, 'POST', '/admin/sliders/upload', { token: admin.token, form });
    expect(upload.status).toBe(201);
    const url = `${app.url}${encodeURI(upload.body.imagePath)}`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(png.length));
    expect(filesOnApiDisk()).toEqual([]);
  });

  it("sends the spec's private upload addresses to the download route: 401 without a token, the file for its owner", async () => {
    const customer = await createUser(app, 'user');
    const stranger = await createUser(app, 'user');
    const original = pdfBytes('private');
    const upload = await api(app, 'POST', '/user/upload', {
      token: customer.token,
      form: uploadForm({}, { bytes: original, name: 'gizli.pdf' }),
    });
    for (const address of [`/uploads/${upload.body.file_name}`, `/uploads/documents/${upload.body.file_name}`]) {
      const redirect = await fetch(`${app.url}${address}`, { redirect: 'manual' });
      expect(redirect.status).toBe(307);
      expect(redirect.headers.get('location')).toBe(`/api/download/documents/${upload.body.file_name}`);
      expect((await download(app, address)).status).toBe(401);
      expect((await download(app, address, stranger.token)).status).toBe(403);
      const own = await download(app, address, customer.token);
      expect(own.status).toBe(200);
      expect(own.bytes.equals(original)).toBe(true);
    }
  });

  it('answers 404 under /uploads for unknown areas and names that climb out', async () => {
    for (const address of [
      '/uploads/sliders/..%2F..%2Fjwt-secret',
      '/uploads/sliders/1-a.png/extra',
      '/uploads/secrets/1-a.png',
      '/uploads/cv/x/y',
    ]) {
      expect((await fetch(`${app.url}${address}`)).status).toBe(404);
    }
  });
});
