import http from 'node:http';
import type { Socket } from 'node:net';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { uploadKinds } from '../../lib/uploads';

/** An over-limit upload is refused before it is read (declared length) or at the file limit (chunked). */
jest.setTimeout(120_000);

const MiB = 1024 * 1024;
const limit = uploadKinds.document.maxBytes;

let app: TestApp;
let customer: FixtureUser;
let bytesRead = 0;
beforeAll(async () => {
  app = await startTestApp();
  customer = await createUser(app, 'user');
  app.server.on('connection', (socket: Socket) => socket.on('close', () => (bytesRead += socket.bytesRead)));
});
afterAll(() => app.stop());

/** Streams a multipart upload of `fileBytes`; resolves with the status once the server answers or hangs up. */
function upload(fileBytes: number, declaredLength?: number): Promise<number | string> {
  const boundary = 'limitboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  return new Promise((resolve) => {
    const req = http.request(`${app.url}/api/user/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${customer.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(declaredLength ? { 'content-length': String(declaredLength) } : {}),
      },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (err: NodeJS.ErrnoException) => answered || resolve(err.code ?? 'error'));
    const chunk = Buffer.alloc(256 * 1024);
    let sent = 0;
    req.write(head);
    const pump = () => {
      while (sent < fileBytes && !answered && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered && !req.destroyed) req.end(`\r\n--${boundary}--\r\n`);
    };
    // With a declared length, wait for the answer before sending a byte of the file.
    if (declaredLength) setTimeout(pump, 2_000);
    else pump();
  });
}

async function readWhile(run: () => Promise<unknown>): Promise<number> {
  bytesRead = 0;
  await run();
  await new Promise((r) => setTimeout(r, 300));
  return bytesRead;
}

describe('over-limit uploads', () => {
  it('are refused from a declared Content-Length before the body is sent', async () => {
    let status: number | string = 0;
    const read = await readWhile(async () => (status = await upload(200 * MiB, 200 * MiB)));
    expect(status).toBe(413);
    expect(read).toBeLessThan(64 * 1024);
  });

  it('are refused within 1 MiB past the file limit when the length is not declared', async () => {
    let status: number | string = 0;
    const read = await readWhile(async () => (status = await upload(limit + 20 * MiB)));
    expect([413, 'ECONNRESET', 'EPIPE']).toContain(status);
    expect(read).toBeLessThan(limit + MiB);
    expect(await app.db('jobs').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('are stated in the OpenAPI document', async () => {
    const doc = await api(app, 'GET', '/openapi.json');
    const body = doc.body.paths['/api/user/upload'].post.requestBody;
    expect(body['x-max-file-bytes']).toBe(limit);
    expect(body['x-max-files']).toBe(2);
    expect(body['x-max-body-bytes']).toBeGreaterThan(2 * limit);
  });
});
