import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, download, outputsForm, pdfBytes, putJobInState, uploadJob } from './job-test-helpers';

jest.setTimeout(60_000);

let app: TestApp;
let owner: FixtureUser;
let stranger: FixtureUser;
let translator: FixtureUser;
let otherTranslator: FixtureUser;
let admin: FixtureUser;
let jobId: number;
let documentName: string;
let outputName: string;
beforeAll(async () => {
  app = await startTestApp();
  [owner, stranger, translator, otherTranslator, admin] = await Promise.all([
    createUser(app, 'user'),
    createUser(app, 'user'),
    createUser(app, 'translator'),
    createUser(app, 'translator'),
    createUser(app, 'admin'),
  ]);
  const job = await uploadJob(app, owner);
  jobId = job.id;
  documentName = job.file_name;
  await putJobInState(app, jobId, 'in_progress', {
    assigned_translator_id: translator.id,
    is_paid: true,
    admin_price: 300,
  });
  const out = await api(app, 'POST', `/translator/job/${jobId}/complete`, {
    token: translator.token,
    form: outputsForm([{ bytes: pdfBytes('out'), name: 'out.pdf' }]),
  });
  outputName = out.body.job.output_files[0].file_name;
});
afterAll(() => app.stop());

describe('who may call the job endpoints', () => {
  it.each([
    ['GET', '/user/jobs'],
    ['POST', '/user/upload'],
    ['GET', '/translator/open-jobs'],
    ['POST', '/translator/offer'],
    ['GET', '/admin/jobs'],
    ['POST', '/admin/job/1/assign'],
  ])('answers 401 to an anonymous %s %s', async (method, path) => {
    expect((await api(app, method, path)).status).toBe(401);
  });

  it.each([
    ['translator', 'GET', '/user/jobs'],
    ['admin', 'POST', '/user/upload'],
    ['user', 'GET', '/translator/open-jobs'],
    ['admin', 'POST', '/translator/offer'],
    ['user', 'GET', '/admin/jobs'],
    ['translator', 'PUT', '/admin/job/1/mark-paid'],
  ])('answers 403 when a %s calls %s %s', async (role, method, path) => {
    const token = { user: owner, translator, admin }[role as 'user' | 'translator' | 'admin'].token;
    expect((await api(app, method, path, { token })).status).toBe(403);
  });

  it('refuses a translator whose application is still pending', async () => {
    const pending = await createUser(app, 'translator', { translatorStatus: 'pending' });
    expect((await api(app, 'GET', '/translator/open-jobs', { token: pending.token })).status).toBe(401);
  });

  it('answers 400 for an invalid id before touching anything', async () => {
    expect((await api(app, 'GET', '/user/job/abc', { token: owner.token })).status).toBe(400);
  });
});

describe("another customer's job", () => {
  it('is not listed, not readable, not cancellable, not deletable and not payable', async () => {
    const list = await api(app, 'GET', '/user/jobs', { token: stranger.token });
    expect(list.body.jobs).toEqual([]);
    expect((await api(app, 'GET', `/user/job/${jobId}`, { token: stranger.token })).status).toBe(403);
    expect((await api(app, 'PUT', `/user/job/${jobId}/cancel`, { token: stranger.token })).status).toBe(403);
    expect((await api(app, 'DELETE', `/user/job/${jobId}`, { token: stranger.token })).status).toBe(403);
    expect((await api(app, 'POST', `/user/pay/${jobId}`, { token: stranger.token })).status).toBe(403);
  });

  it('cannot be downloaded with the bearer token of another customer', async () => {
    expect((await download(app, `/api/download/documents/${documentName}`, stranger.token)).status).toBe(403);
    expect((await download(app, `/api/download/output/${outputName}`, stranger.token)).status).toBe(403);
  });
});

describe('a job assigned to someone else', () => {
  it('is closed to another translator: no upload, no delete, no completion, no download', async () => {
    const upload = await api(app, 'POST', `/translator/job/${jobId}/complete`, {
      token: otherTranslator.token,
      form: outputsForm([{ bytes: pdfBytes(), name: 'x.pdf' }]),
    });
    expect(upload.status).toBe(403);
    expect(
      (
        await api(app, 'DELETE', `/translator/job/${jobId}/delete-output/${outputName}`, {
          token: otherTranslator.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (await api(app, 'PUT', `/translator/job/${jobId}/mark-complete`, { token: otherTranslator.token, body: {} }))
        .status,
    ).toBe(403);
    expect((await download(app, `/api/download/documents/${documentName}`, otherTranslator.token)).status).toBe(403);
    expect((await download(app, `/api/download/output/${outputName}`, otherTranslator.token)).status).toBe(403);
    expect(await app.db('job_output_files').where({ job_id: jobId }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it("is not in the other translator's assigned list", async () => {
    const list = await api(app, 'GET', '/translator/assigned-jobs', { token: otherTranslator.token });
    expect(list.body.items).toEqual([]);
  });

  it('opens its files to the owner (document), the assigned translator and any admin', async () => {
    expect((await download(app, `/api/download/documents/${documentName}`, owner.token)).status).toBe(200);
    expect((await download(app, `/api/download/documents/${documentName}`, translator.token)).status).toBe(200);
    expect((await download(app, `/api/download/output/${outputName}`, admin.token)).status).toBe(200);
  });

  it('keeps the output from the customer until the job is completed', async () => {
    expect((await download(app, `/api/download/output/${outputName}`, owner.token)).status).toBe(403);
    const own = await api(app, 'GET', `/user/job/${jobId}`, { token: owner.token });
    expect(own.body.output_files).toEqual([]);
  });
});

describe('what each role sees of a job', () => {
  it('shows translators open jobs without customer data, document link or customer price', async () => {
    const job = await uploadJob(app, owner, { description: 'açık iş' });
    const open = await api(app, 'GET', '/translator/open-jobs', { token: otherTranslator.token });
    const item = open.body.items.find((j: { id: number }) => j.id === job.id);
    expect(item).toMatchObject({ file_url: null, my_offer: null, offers_count: 0 });
    const text = JSON.stringify(open.body);
    expect(text).not.toContain(owner.email);
    expect(item).not.toHaveProperty('admin_price');
    expect(item).not.toHaveProperty('user_email');
  });

  it('gives the assigned translator the document link only once the customer has paid, and never the customer price', async () => {
    const job = await uploadJob(app, owner);
    await putJobInState(app, job.id, 'waiting_payment', {
      assigned_translator_id: translator.id,
      admin_price: 900,
      translator_price: 400,
    });
    let mine = await api(app, 'GET', '/translator/assigned-jobs', { token: translator.token });
    let item = mine.body.items.find((j: { id: number }) => j.id === job.id);
    expect(item).toMatchObject({ file_url: null, translator_price: 400 });
    expect(item).not.toHaveProperty('admin_price');
    expect((await download(app, `/api/download/documents/${job.file_name}`, translator.token)).status).toBe(403);
    await putJobInState(app, job.id, 'in_progress', { is_paid: true });
    mine = await api(app, 'GET', '/translator/assigned-jobs', { token: translator.token });
    item = mine.body.items.find((j: { id: number }) => j.id === job.id);
    expect((await download(app, item.file_url)).status).toBe(200);
  });

  it('shows the admin the customer, the offers with both spellings and the output files as objects', async () => {
    const job = await uploadJob(app, owner);
    await api(app, 'POST', '/translator/offer', {
      token: translator.token,
      body: { job_id: job.id, price: 321.5, delivery_date: daysFromToday(2) },
    });
    const detail = await api(app, 'GET', `/admin/jobs/${job.id}`, { token: admin.token });
    expect(detail.body).toMatchObject({ user_email: owner.email, user_surname: 'Test', offers_count: 1 });
    expect(detail.body.offers[0]).toMatchObject({
      translator_id: translator.id,
      price: 321.5,
      offer_price: 321.5,
      delivery_date: daysFromToday(2),
      offer_delivery_date: daysFromToday(2),
    });
    expect(detail.body.history.map((h: { action: string }) => h.action)).toEqual(['created', 'offer']);
    const withOutputs = await api(app, 'GET', `/admin/jobs/${jobId}`, { token: admin.token });
    expect(withOutputs.body.output_files[0]).toEqual({
      file_name: outputName,
      display_name: 'out.pdf',
      uploaded_at: expect.any(String),
      // uploaded, not yet delivered by a completion, and not replaced by a later delivery
      delivered_at: null,
      replaced_at: null,
      url: expect.stringMatching(/^\/api\/download\/output\//),
    });
  });

  it('hides a deleted job from its owner but not from the admin', async () => {
    const job = await uploadJob(app, owner);
    expect((await api(app, 'DELETE', `/user/job/${job.id}`, { token: owner.token })).status).toBe(204);
    expect((await api(app, 'GET', `/user/job/${job.id}`, { token: owner.token })).status).toBe(404);
    const mine = await api(app, 'GET', '/user/jobs', { token: owner.token });
    expect(mine.body.jobs.map((j: { id: number }) => j.id)).not.toContain(job.id);
    const seen = await api(app, 'GET', `/admin/jobs/${job.id}`, { token: admin.token });
    expect(seen.body).toMatchObject({ status: 'cancelled', hidden: true });
  });
});
