import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { uploadForm } from '../jobs/job-test-helpers';

jest.setTimeout(60_000);

let app: TestApp;
let customer: FixtureUser;
let admin: FixtureUser;
let translator: FixtureUser;
let rika: number;
beforeAll(async () => {
  app = await startTestApp();
  customer = await createUser(app, 'user');
  admin = await createUser(app, 'admin');
  translator = await createUser(app, 'translator');
  rika = (await app.db('hat_turleri').where({ name: 'Rika' }).first('id')).id;
});
afterAll(() => app.stop());

const ottoman = (extra: Record<string, string | undefined> = {}) => ({
  source_lang: 'Osmanlıca',
  target_lang: 'Türkçe',
  hat_tur_id: String(rika),
  ottoman_output: 'transcription_diacritics',
  page_count: '3',
  legibility: 'faded',
  ...extra,
});
const upload = (fields: Record<string, string | undefined>, lang: 'tr' | 'en' = 'tr') =>
  api(app, 'POST', '/user/upload', { token: customer.token, form: uploadForm(fields), lang });

describe('Ottoman intake on the order', () => {
  it('stores the output wanted, the pages and the legibility of an Osmanlıca document', async () => {
    const res = await upload(ottoman());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ottoman_output: 'transcription_diacritics',
      page_count: 3,
      legibility: 'faded',
      hat_tur_name: 'Rika',
    });
  });

  it('accepts an Osmanlıca upload with only the fields of spec 7.2 and stores the intake as not given', async () => {
    const res = await upload(ottoman({ ottoman_output: undefined, page_count: undefined, legibility: undefined }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ottoman_output: null, page_count: null, legibility: null, hat_tur_name: 'Rika' });
  });

  it('keeps the answers given when only some of the intake is sent', async () => {
    const res = await upload(ottoman({ ottoman_output: undefined, legibility: undefined }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ottoman_output: null, page_count: 3, legibility: null });
  });

  it.each([
    ['page_count', '0', 'Sayfa sayısı 1 ile 2000 arasında bir tam sayı olmalıdır.'],
    ['page_count', '2.5', 'Sayfa sayısı 1 ile 2000 arasında bir tam sayı olmalıdır.'],
    ['page_count', '2001', 'Sayfa sayısı 1 ile 2000 arasında bir tam sayı olmalıdır.'],
    ['ottoman_output', 'poetry', 'Geçersiz değer.'],
    ['legibility', 'unreadable', 'Geçersiz değer.'],
  ])('refuses %s=%s with a localized field error', async (field, value, message) => {
    const res = await upload(ottoman({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  it('ignores the Ottoman fields for another source language', async () => {
    const res = await upload(ottoman({ source_lang: 'Türkçe', target_lang: 'İngilizce', hat_tur_id: undefined }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ottoman_output: null, page_count: null, legibility: null });
  });

  it('offers printed text (Matbu) among the seeded script types, with the other five the issue names', async () => {
    const types = await api(app, 'GET', '/user/hat-turleri/1', { token: customer.token });
    const names = types.body.map((t: { name: string }) => t.name);
    expect(names).toEqual(expect.arrayContaining(['Rika', 'Nesih', 'Talik', 'Divani', 'Siyakat', 'Matbu']));
  });

  it('shows the intake to translators before they bid and to the admin, who can filter by it', async () => {
    const simplified = (await upload(ottoman({ ottoman_output: 'simplification', legibility: 'partly_illegible' })))
      .body;
    const open = await api(app, 'GET', '/translator/open-jobs', { token: translator.token });
    expect(open.body.items.find((j: { id: number }) => j.id === simplified.id)).toMatchObject({
      ottoman_output: 'simplification',
      page_count: 3,
      legibility: 'partly_illegible',
    });
    const detail = await api(app, 'GET', `/admin/jobs/${simplified.id}`, { token: admin.token });
    expect(detail.body).toMatchObject({ ottoman_output: 'simplification', legibility: 'partly_illegible' });

    const byOutput = await api(app, 'GET', '/admin/jobs?ottoman_output=simplification', { token: admin.token });
    expect(byOutput.body.items.map((j: { id: number }) => j.id)).toEqual([simplified.id]);
    expect(byOutput.body.total).toBe(1);
    const byLegibility = await api(app, 'GET', '/admin/jobs?legibility=faded', { token: admin.token });
    expect(byLegibility.body.items.every((j: { legibility: string }) => j.legibility === 'faded')).toBe(true);
    expect(byLegibility.body.total).toBe(byLegibility.body.items.length);
    const waitingOttoman = await api(app, 'GET', '/admin/jobs?status=waiting&legibility=partly_illegible', {
      token: admin.token,
    });
    expect(waitingOttoman.body.items.map((j: { id: number }) => j.id)).toEqual([simplified.id]);
    const bad = await api(app, 'GET', '/admin/jobs?legibility=blurry', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('legibility');
  });
});
