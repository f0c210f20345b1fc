import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, putJobInState, uploadJob } from '../jobs/job-test-helpers';

jest.setTimeout(60_000);

let app: TestApp;
let admin: FixtureUser;
let customer: FixtureUser;
let translator: FixtureUser;
const ids: Record<string, number> = {};
beforeAll(async () => {
  app = await startTestApp();
  [admin, customer, translator] = await Promise.all([
    createUser(app, 'admin'),
    createUser(app, 'user'),
    createUser(app, 'translator'),
  ]);
  for (const name of ['waiting', 'quoted', 'waiting_payment', 'in_progress', 'completed', 'cancelled', 'hidden'])
    ids[name] = (await uploadJob(app, customer)).id;
  await api(app, 'POST', '/translator/offer', {
    token: translator.token,
    body: { job_id: ids.quoted, price: 10, delivery_date: daysFromToday(1) },
  });
  await putJobInState(app, ids.waiting_payment as number, 'waiting_payment', { assigned_translator_id: translator.id });
  await putJobInState(app, ids.in_progress as number, 'in_progress', {
    assigned_translator_id: translator.id,
    is_paid: true,
  });
  await putJobInState(app, ids.completed as number, 'completed', {
    assigned_translator_id: translator.id,
    is_paid: true,
  });
  await putJobInState(app, ids.cancelled as number, 'cancelled');
  await api(app, 'DELETE', `/user/job/${ids.hidden}`, { token: customer.token });
});
afterAll(() => app.stop());

const list = (query: string) => api(app, 'GET', `/admin/jobs${query}`, { token: admin.token });

describe('GET /api/admin/jobs', () => {
  it('pages 10 at a time by default, newest first, hidden jobs included', async () => {
    const res = await list('');
    expect(res.body).toMatchObject({ total: 7, page: 1, pageSize: 10 });
    expect(res.body.items.map((j: { id: number }) => j.id)).toEqual(Object.values(ids).sort((a, b) => b - a));
    expect(res.body.items[0]).toMatchObject({
      hidden: true,
      user_name: expect.any(String),
      user_surname: 'Test',
      user_email: customer.email,
    });
  });

  it.each([
    ['waiting', ['waiting', 'quoted']],
    ['quoted', ['quoted']],
    ['waiting_payment', ['waiting_payment']],
    ['in_progress', ['in_progress']],
    ['completed', ['completed']],
    ['cancelled', ['cancelled', 'hidden']],
    ['revision_requested', []],
    ['price_sent', ['quoted']],
    ['assigned', ['waiting_payment', 'in_progress']],
  ])('filters by status=%s', async (status, expected) => {
    const res = await list(`?status=${status}`);
    expect(res.body.items.map((j: { id: number }) => j.id).sort()).toEqual(expected.map((n) => ids[n]).sort());
    expect(res.body.total).toBe(expected.length);
  });

  it('gives the later pages and counts them', async () => {
    const res = await list('?page=2&pageSize=3');
    expect(res.body).toMatchObject({ total: 7, page: 2, pageSize: 3 });
    expect(res.body.items).toHaveLength(3);
    expect((await list('?page=9&pageSize=3')).body.items).toEqual([]);
  });

  it('names the assigned translator and lists offers', async () => {
    const res = await list('?status=waiting_payment');
    expect(res.body.items[0]).toMatchObject({
      assigned_translator_id: translator.id,
      assigned_translator_name: expect.stringContaining('Test'),
    });
    const quoted = await list('?status=quoted');
    expect(quoted.body.items[0].offers).toHaveLength(1);
  });

  it('answers 400 for an unknown status or a page size over 100', async () => {
    expect((await list('?status=paid')).status).toBe(400);
    expect((await list('?pageSize=101')).status).toBe(400);
  });
});
