import { existsSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, fixturePassword } from '../../testing/fixtures';
import { pdfBytes, pngBytes } from '../translators/test-helpers';

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

async function insertJob(values: Record<string, unknown>): Promise<number> {
  const [row] = await app
    .db('jobs')
    .insert({
      file_name: '1-a.pdf',
      file_mime: 'application/pdf',
      file_size: 1,
      description: 'x',
      source_lang: 'İngilizce',
      target_lang: 'Türkçe',
      translation_type: 'official',
      specialization: 'general',
      delivery_date: '2030-01-01',
      ...values,
    })
    .returning('id');
  return row.id;
}

describe('DELETE /api/settings/account', () => {
  it('anonymises the customer, keeps their jobs, revokes the token at once and frees the address', async () => {
    const user = await createUser(app, 'user');
    const avatar = await api(app, 'POST', '/settings/avatar', {
      token: user.token,
      form: fileForm(pngBytes, 'me.png'),
    });
    const avatarFile = path.join(
      app.dataDir,
      'files',
      'public',
      'avatar',
      String(avatar.body.avatar_url).split('/').pop() ?? '',
    );
    await api(app, 'PUT', '/settings/profile', {
      token: user.token,
      body: { name: 'Ali', surname: 'Veli', country: 'Türkiye', city: 'Ankara', district: 'Çankaya', address: 'Ev' },
    });
    const job = await insertJob({ user_id: user.id, status: 'completed', admin_price: '100.00', is_paid: true });

    const res = await api(app, 'DELETE', '/settings/account', { token: user.token });
    expect(res.status).toBe(200);
    // the spec's message, and what is kept and why (privacy/erase-personal-data.ts)
    expect(res.body).toEqual({ message: 'Hesabınız silindi.', kept: expect.any(Array) });

    expect((await api(app, 'GET', '/settings/profile', { token: user.token })).status).toBe(401);
    const row = await app.db('users').where({ id: user.id }).first();
    expect(row).toMatchObject({
      name: 'Silinmiş',
      surname: 'Kullanıcı',
      email: `deleted-${user.id}@deleted.invalid`,
      phone: null,
      address: null,
      birth_date: null,
      avatar_url: null,
      city: null,
      district: null,
      token_version: 1,
    });
    expect(row.deleted_at).not.toBeNull();
    expect(existsSync(avatarFile)).toBe(false);
    expect((await app.db('jobs').where({ id: job }).first()).user_id).toBe(user.id);
    expect(
      (await api(app, 'POST', '/auth/login', { body: { email: user.email, password: fixturePassword } })).status,
    ).toBe(401);
  });

  it('removes a translator’s certificates and returns their unfinished jobs to waiting', async () => {
    const translator = await createUser(app, 'translator');
    const certificate = await api(app, 'POST', '/settings/certificates', {
      token: translator.token,
      form: fileForm(pdfBytes, 'c.pdf'),
    });
    const certificateFile = path.join(
      app.dataDir,
      'files',
      'private',
      'certificates',
      certificate.body.certificate.file_name,
    );
    const job = await insertJob({
      status: 'in_progress',
      assigned_translator_id: translator.id,
      admin_price: '80.00',
      translator_price: '50.00',
      is_paid: true,
    });

    expect((await api(app, 'DELETE', '/settings/account', { token: translator.token })).status).toBe(200);
    expect(await app.db('certificates').where({ user_id: translator.id })).toEqual([]);
    expect(existsSync(certificateFile)).toBe(false);
    expect(await app.db('jobs').where({ id: job }).first('status', 'assigned_translator_id', 'is_paid')).toEqual({
      status: 'waiting',
      assigned_translator_id: null,
      is_paid: true,
    });
    expect(await app.db('job_audit').where({ job_id: job }).first('actor_id', 'from_status', 'to_status')).toEqual({
      actor_id: translator.id,
      from_status: 'in_progress',
      to_status: 'waiting',
    });
  });

  it('refuses to delete the last admin account (409) but lets one of two admins go', async () => {
    await app.db('users').where({ role: 'admin' }).update({ deleted_at: app.db.fn.now() });
    const admin = await createUser(app, 'admin');
    const last = await api(app, 'DELETE', '/settings/account', { token: admin.token });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('Son yönetici hesabı silinemez.');
    await createUser(app, 'admin');
    expect((await api(app, 'DELETE', '/settings/account', { token: admin.token })).status).toBe(200);
  });
});
