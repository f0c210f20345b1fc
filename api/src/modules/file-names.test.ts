import { startTestApp, type TestApp } from '../testing/test-app';
import { api, createUser, type FixtureUser } from '../testing/fixtures';
import { download, outputsForm, pdfBytes, putJobInState, uploadForm } from './jobs/job-test-helpers';
import { applicationForm, pngBytes } from './translators/test-helpers';

/**
 * An ordinary file name with an inner run of dots (Rapor..v2.pdf) is stored on every upload route (it answered
 * 500: the stored name kept the `..` and the storage then refused it), while names that try to climb out of
 * their folder are still refused wherever a request names a stored file.
 */
let app: TestApp;
let customer: FixtureUser;
let translator: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  [customer, translator] = await Promise.all([createUser(app, 'user'), createUser(app, 'translator')]);
}, 60_000);
afterAll(() => app.stop());

const dotted = (bytes: Buffer, name: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
};

describe('file names with an inner run of dots', () => {
  it('store as a job document, and the stored file downloads', async () => {
    const res = await api(app, 'POST', '/user/upload', {
      token: customer.token,
      form: uploadForm({}, { bytes: pdfBytes(), name: 'Rapor..v2.pdf' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.file_name).toMatch(/^\d+-Rapor\.v2\.pdf$/);
    expect(res.body.display_name).toBe('Rapor.v2.pdf');
    expect((await download(app, `/api/download/documents/${res.body.file_name}`, customer.token)).status).toBe(200);
  });

  it('store as translation outputs', async () => {
    const job = await api(app, 'POST', '/user/upload', { token: customer.token, form: uploadForm() });
    await putJobInState(app, job.body.id, 'in_progress', { assigned_translator_id: translator.id, is_paid: true });
    const res = await api(app, 'POST', `/translator/job/${job.body.id}/complete`, {
      token: translator.token,
      form: outputsForm([{ bytes: pdfBytes('out'), name: 'Çeviri..son..v2.pdf' }]),
    });
    expect(res.status).toBeLessThan(300);
    const [output] = res.body.job.output_files;
    expect(output.file_name).toMatch(/^\d+-Çeviri\.son\.v2\.pdf$/);
    const removed = await api(
      app,
      'DELETE',
      `/translator/job/${job.body.id}/delete-output/${encodeURIComponent(output.file_name)}`,
      {
        token: translator.token,
      },
    );
    expect(removed.status).toBe(200);
  });

  it('store as a certificate from the settings', async () => {
    const res = await api(app, 'POST', '/settings/certificates', {
      token: translator.token,
      form: dotted(pngBytes, 'Sertifika..v2.png'),
    });
    expect(res.status).toBe(201);
    expect(res.body.certificate.file_name).toMatch(/^\d+-Sertifika\.v2\.png$/);
  });

  it('store as the CV and certificates of an application', async () => {
    const res = await api(app, 'POST', '/apply', {
      form: applicationForm(
        {},
        { cv: { name: 'CV..2024.pdf', bytes: pdfBytes() }, certificates: [{ name: 'Belge..1.png', bytes: pngBytes }] },
      ),
    });
    expect(res.status).toBe(201);
  });
});

describe('names that try to leave their folder', () => {
  it.each(['..%2F..%2Fjwt-secret', '%2Fetc%2Fpasswd', '1-x%2F..%2F..%2Fjwt-secret', '..', '1-..%5C..%5Cx'])(
    'are refused on download: %s',
    async (name) => {
      const res = await download(app, `/api/download/documents/${name}`, customer.token);
      expect([400, 404]).toContain(res.status);
    },
  );

  it('are refused when deleting an output', async () => {
    const res = await api(app, 'DELETE', `/translator/job/1/delete-output/${encodeURIComponent('../../jwt-secret')}`, {
      token: translator.token,
    });
    expect(res.status).toBe(400);
  });
});
