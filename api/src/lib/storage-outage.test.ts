import { startStoppableS3 } from '../../cluster/haproxy';
import { api, createUser } from '../testing/fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import { makeWebRoot } from '../testing/web-root';
import { download, pdfBytes, uploadForm } from '../modules/jobs/job-test-helpers';

let s3: Awaited<ReturnType<typeof startStoppableS3>>;
let app: TestApp;
// the shell's page, without depending on a build having run before the API tests
const webRoot = makeWebRoot({
  'shell/dist/index.html': '<!doctype html><html><body><div id="root"></div></body></html>',
});
beforeAll(async () => {
  s3 = await startStoppableS3();
  app = await startTestApp(s3.env);
});
afterAll(async () => {
  await app.stop();
  await s3.close();
  webRoot.remove();
});

describe('the bucket stopped', () => {
  it('fails only the file routes, with 503 storageUnavailable in the reader’s language, and recovers', async () => {
    const customer = await createUser(app, 'user');
    const stored = await api(app, 'POST', '/user/upload', { token: customer.token, form: uploadForm() });
    expect(stored.status).toBe(201);
    const listed = await api(app, 'GET', '/user/jobs', { token: customer.token });
    const fileUrl: string = listed.body.jobs.find((j: { id: number }) => j.id === stored.body.id).file_url;

    await s3.stop();
    try {
      const upload = await fetch(`${app.url}/api/user/upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${customer.token}`, 'Accept-Language': 'en' },
        body: uploadForm({}, { bytes: pdfBytes('while the bucket is away'), name: 'belge.pdf' }),
      });
      expect(upload.status).toBe(503);
      expect(Number(upload.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await upload.json()).toEqual({
        message: 'Files cannot be opened or uploaded right now. Please try again in a few minutes.',
        code: 'storageUnavailable',
        fields: {},
      });
      const turkish = await download(app, fileUrl);
      expect(turkish.status).toBe(503);
      // everything that does not touch a file keeps working
      expect((await api(app, 'GET', '/user/jobs', { token: customer.token })).status).toBe(200);
      expect((await fetch(`${app.url}/api/public/services`)).status).toBe(200);
      expect((await fetch(`${app.url}/api/ready`)).status).toBe(200);
    } finally {
      await s3.start();
    }
    expect((await download(app, fileUrl)).status).toBe(200);
  });
});

describe('an instance started while the bucket is stopped', () => {
  it('starts and serves pages and every other API, answers 503 on file routes, and stores files once the bucket is back', async () => {
    await s3.stop();
    let bucketUp = false;
    let second: TestApp | undefined;
    try {
      second = await startTestApp({ ...s3.env, WEB_ROOT: webRoot.dir });
      expect((await fetch(`${second.url}/api/ready`)).status).toBe(200);
      expect((await fetch(`${second.url}/`)).status).toBe(200);
      expect((await fetch(`${second.url}/mf-remotes.json`)).status).toBe(200);
      expect((await fetch(`${second.url}/api/public/services`)).status).toBe(200);
      const customer = await createUser(second, 'user');
      expect((await api(second, 'GET', '/user/jobs', { token: customer.token })).status).toBe(200);

      const refused = await api(second, 'POST', '/user/upload', {
        token: customer.token,
        form: uploadForm(),
        lang: 'en',
      });
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe('storageUnavailable');
      // a stored release's files live in the bucket too
      expect((await fetch(`${second.url}/releases/mfe-translator/1.0.0/remoteEntry.js`)).status).toBe(503);

      await s3.start();
      bucketUp = true;
      // no restart: the first file operation after the bucket's return goes through
      const stored = await api(second, 'POST', '/user/upload', { token: customer.token, form: uploadForm() });
      expect(stored.status).toBe(201);
      const listed = await api(second, 'GET', '/user/jobs', { token: customer.token });
      const fileUrl: string = listed.body.jobs.find((j: { id: number }) => j.id === stored.body.id).file_url;
      expect((await download(second, fileUrl)).status).toBe(200);
      expect((await fetch(`${second.url}/releases/mfe-translator/1.0.0/remoteEntry.js`)).status).toBe(404);
    } finally {
      await second?.stop();
      if (!bucketUp) await s3.start();
    }
  });
});
