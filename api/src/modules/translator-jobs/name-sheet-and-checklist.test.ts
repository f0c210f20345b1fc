import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, outputsForm, pdfBytes, uploadForm } from '../jobs/job-test-helpers';

jest.setTimeout(60_000);

let app: TestApp;
let customer: FixtureUser;
let admin: FixtureUser;
let translator: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  customer = await createUser(app, 'user');
  admin = await createUser(app, 'admin');
  translator = await createUser(app, 'translator');
});
afterAll(() => app.stop());

const sheet = [
  { kind: 'name', source: 'Mehmed Emin', spelling: 'Mehmet Emin YILMAZ' },
  { kind: 'place', source: 'Dersaadet', spelling: 'İstanbul' },
  { kind: 'date', spelling: '12.03.1896' },
];

async function order(fields: Record<string, string | undefined>, lang: 'tr' | 'en' = 'tr') {
  return api(app, 'POST', '/user/upload', { token: customer.token, form: uploadForm(fields), lang });
}

/** A job of this type, assigned to the translator, paid, with one delivered file. */
async function inWork(fields: Record<string, string>): Promise<number> {
  const { body: job } = await order(fields);
  await api(app, 'POST', `/admin/job/${job.id}/assign`, {
    token: admin.token,
    body: { translator_id: translator.id, price: 500, delivery_date: daysFromToday(3) },
  });
  await api(app, 'PUT', `/admin/job/${job.id}/mark-paid`, { token: admin.token });
  await api(app, 'POST', `/translator/job/${job.id}/complete`, {
    token: translator.token,
    form: outputsForm([{ bytes: pdfBytes('ceviri'), name: 'ceviri.pdf' }]),
  });
  return job.id;
}

const complete = (id: number, body: unknown, lang: 'tr' | 'en' = 'tr') =>
  api(app, 'PUT', `/translator/job/${id}/mark-complete`, { token: translator.token, body, lang });

describe('the name and date sheet', () => {
  it('keeps the sheet of a sworn order, shows it to translators before they bid and to the admin, and writes it in the history', async () => {
    const res = await order({ translation_type: 'sworn', name_sheet: JSON.stringify(sheet) });
    expect(res.status).toBe(201);
    expect(res.body.name_sheet).toEqual([
      { kind: 'name', source: 'Mehmed Emin', spelling: 'Mehmet Emin YILMAZ' },
      { kind: 'place', source: 'Dersaadet', spelling: 'İstanbul' },
      { kind: 'date', source: '', spelling: '12.03.1896' },
    ]);
    const open = await api(app, 'GET', '/translator/open-jobs', { token: translator.token });
    expect(open.body.items.find((j: { id: number }) => j.id === res.body.id).name_sheet).toHaveLength(3);
    const detail = await api(app, 'GET', `/admin/jobs/${res.body.id}`, { token: admin.token });
    expect(detail.body.name_sheet[0].spelling).toBe('Mehmet Emin YILMAZ');
    expect(detail.body.history.map((h: { action: string }) => h.action)).toContain('name_sheet_given');
  });

  it('keeps no sheet on an official-document order, where no authority reads the names', async () => {
    const res = await order({ translation_type: 'official', name_sheet: JSON.stringify(sheet) });
    expect(res.status).toBe(201);
    expect(res.body.name_sheet).toEqual([]);
  });

  it.each([
    ['broken JSON', '[{"kind":', 'Ad ve tarih listesi okunamadı; her satırda tür ve istenen yazılış olmalıdır.'],
    [
      'a row without the spelling',
      JSON.stringify([{ kind: 'name', source: 'X' }]),
      'Ad ve tarih listesi okunamadı; her satırda tür ve istenen yazılış olmalıdır.',
    ],
    [
      'an unknown kind',
      JSON.stringify([{ kind: 'title', spelling: 'Dr.' }]),
      'Ad ve tarih listesi okunamadı; her satırda tür ve istenen yazılış olmalıdır.',
    ],
    [
      '51 rows',
      JSON.stringify(Array.from({ length: 51 }, () => ({ kind: 'name', spelling: 'Ada' }))),
      'En fazla 50 satır girebilirsiniz.',
    ],
  ])('refuses %s with a field error and keeps no job', async (_, value, message) => {
    const before = Number((await app.db('jobs').count({ n: '*' }).first())?.n);
    const res = await order({ translation_type: 'notary', name_sheet: value });
    expect(res.status).toBe(400);
    expect(res.body.fields.name_sheet).toBe(message);
    expect(Number((await app.db('jobs').count({ n: '*' }).first())?.n)).toBe(before);
  });
});

describe('the checklist before completing a certified translation', () => {
  it('refuses a checklist sent with an item left unconfirmed, naming each, in the reader’s language', async () => {
    const id = await inWork({ translation_type: 'sworn', name_sheet: JSON.stringify(sheet) });
    const none = await complete(id, { checklist: {} }, 'en');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'checklistRequired' });
    expect(none.body.message).toContain('confirm every item of the checklist');
    expect(Object.keys(none.body.fields).sort()).toEqual(['checklist.names', 'checklist.source', 'checklist.stamp']);
    const partial = await complete(id, { checklist: { names: true, stamp: true, source: false } });
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.body.fields)).toEqual(['checklist.source']);
    expect((await app.db('jobs').where({ id }).first('status')).status).toBe('in_progress');
  });

  it('completes a sworn job sent as spec 7.3 writes it (job_id only) and records the checklist as not confirmed', async () => {
    const id = await inWork({ translation_type: 'sworn' });
    const done = await complete(id, { job_id: id });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', completion_checklist: null });
    const detail = await api(app, 'GET', `/admin/jobs/${id}`, { token: admin.token });
    expect(detail.body.history.map((h: { action: string }) => h.action)).toEqual(
      expect.arrayContaining(['checklist_not_confirmed', 'completed']),
    );
    expect(detail.body.history.map((h: { action: string }) => h.action)).not.toContain('checklist_confirmed');
  });

  it('forgets an earlier confirmation when a revised job is completed without the checklist', async () => {
    const id = await inWork({ translation_type: 'notary' });
    expect((await complete(id, { checklist: { names: true, stamp: true, source: true } })).status).toBe(200);
    expect((await api(app, 'PUT', `/admin/job/${id}/revise`, { token: admin.token })).status).toBe(200);
    const again = await complete(id, { job_id: id });
    expect(again.status).toBe(200);
    expect(again.body.completion_checklist).toBeNull();
  });

  it('completes with the checklist confirmed, stores it and writes it in the history', async () => {
    const id = await inWork({ translation_type: 'apostille' });
    const done = await complete(id, { checklist: { names: true, stamp: true, source: true } });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('completed');
    expect(done.body.completion_checklist).toEqual({
      confirmed_at: expect.any(String),
      items: ['names', 'stamp', 'source'],
    });
    const detail = await api(app, 'GET', `/admin/jobs/${id}`, { token: admin.token });
    expect(detail.body.history.map((h: { action: string }) => h.action)).toEqual(
      expect.arrayContaining(['checklist_confirmed', 'completed']),
    );
  });

  it('asks no checklist of an official-document translation', async () => {
    const id = await inWork({ translation_type: 'official' });
    const done = await complete(id, { job_id: id });
    expect(done.status).toBe(200);
    expect(done.body.completion_checklist).toBeNull();
  });
});
