import { existsSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser } from '../../testing/fixtures';
import { exeBytes, pdfBytes } from '../translators/test-helpers';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

function fileForm(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}
const storedPath = (name: string) => path.join(app.dataDir, 'files', 'private', 'certificates', name);

describe('/api/settings/certificates', () => {
  it('uploads, lists with a working signed link, and deletes the translator’s own certificate', async () => {
    const translator = await createUser(app, 'translator');
    const added = await api(app, 'POST', '/settings/certificates', {
      token: translator.token,
      form: fileForm(pdfBytes, 'Yeminli Tercüman.pdf'),
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Sertifika yüklendi.');
    expect(added.body.certificate.file_name).toMatch(/^\d+-Yeminli_Tercüman\.pdf$/);

    const list = await api(app, 'GET', '/settings/certificates', { token: translator.token });
    expect(list.body).toEqual([
      {
        id: added.body.certificate.id,
        file_name: added.body.certificate.file_name,
        uploaded_at: expect.any(String),
        url: expect.stringMatching(/^\/api\/download\/certificates\//),
      },
    ]);
    const download = await fetch(`${app.url}${list.body[0].url}`);
    expect(download.status).toBe(200);
    expect(existsSync(storedPath(added.body.certificate.file_name))).toBe(true);

    const deleted = await api(app, 'DELETE', `/settings/certificates/${added.body.certificate.id}`, {
      token: translator.token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Sertifika silindi.');
    expect((await api(app, 'GET', '/settings/certificates', { token: translator.token })).body).toEqual([]);
    expect(existsSync(storedPath(added.body.certificate.file_name))).toBe(false);
  });

  it('answers 403 when deleting someone else’s certificate, and 404 for a missing one', async () => {
    const owner = await createUser(app, 'translator');
    const other = await createUser(app, 'translator');
    const added = await api(app, 'POST', '/settings/certificates', {
      token: owner.token,
      form: fileForm(pdfBytes, 'c.pdf'),
    });
    expect(
      (await api(app, 'DELETE', `/settings/certificates/${added.body.certificate.id}`, { token: other.token })).status,
    ).toBe(403);
    expect(await app.db('certificates').where({ id: added.body.certificate.id }).first()).toBeDefined();
    expect((await api(app, 'GET', '/settings/certificates', { token: other.token })).body).toEqual([]);
    expect((await api(app, 'DELETE', '/settings/certificates/999999', { token: other.token })).status).toBe(404);
  });

  it('is for translators only: customers and admins get 403', async () => {
    const user = await createUser(app, 'user');
    const admin = await createUser(app, 'admin');
    expect((await api(app, 'GET', '/settings/certificates', { token: user.token })).status).toBe(403);
    expect(
      (await api(app, 'POST', '/settings/certificates', { token: admin.token, form: fileForm(pdfBytes, 'c.pdf') }))
        .status,
    ).toBe(403);
  });

  it('refuses a renamed executable (415) and a missing file ("Dosya seçiniz.")', async () => {
    const translator = await createUser(app, 'translator');
    expect(
      (await api(app, 'POST', '/settings/certificates', { token: translator.token, form: fileForm(exeBytes, 'c.pdf') }))
        .status,
    ).toBe(415);
    const empty = new FormData();
    empty.append('note', 'x');
    const none = await api(app, 'POST', '/settings/certificates', { token: translator.token, form: empty });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'fileRequired', message: 'Dosya seçiniz.' });
    expect(await app.db('certificates').where({ user_id: translator.id })).toEqual([]);
  });
});
