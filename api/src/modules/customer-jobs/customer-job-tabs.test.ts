import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { putJobInState, uploadJob } from '../jobs/job-test-helpers';

/**
 * Spec 2.7: the customer's jobs table pages each tab (active, done, cancelled) on the server, and every answer
 * counts all three tabs from the kept totals, so the tab labels are right without reading the other tabs.
 */
jest.setTimeout(120_000);

let app: TestApp;
let customer: FixtureUser;
let other: FixtureUser;
let admin: FixtureUser;

interface Line {
  id: number;
  status: string;
  delivery_date: string;
  admin_price: number | null;
}

beforeAll(async () => {
  app = await startTestApp();
  [customer, other, admin] = await Promise.all([
    createUser(app, 'user'),
    createUser(app, 'user'),
    createUser(app, 'admin'),
  ]);
});
afterAll(() => app.stop());

/** A job of `owner`, `age` minutes old (the oldest has the highest age), straight in the table. */
async function insertJob(owner: FixtureUser, status: string, age: number, extra = ''): Promise<number> {
  const result = await app.db.raw(
    `insert into jobs (user_id, file_name, file_mime, file_size, description, source_lang, target_lang,
       translation_type, specialization, delivery_date, status, admin_price, created_at)
     values (?, 'belge.pdf', 'application/pdf', 10, 'Sekme işi', 'Türkçe', 'İngilizce', 'sworn', 'legal',
       current_date + ?::int, ?, ?, now() - (? || ' minutes')::interval) returning id${extra}`,
    [owner.id, age % 7, status, status === 'waiting' ? null : 100 + ((age * 37) % 50), age],
  );
  return (result.rows as { id: number }[])[0]!.id;
}

const get = async (path: string, who: FixtureUser = customer) => {
  const res = await api(app, 'GET', path, { token: who.token });
  expect(res.status).toBe(200);
  return res.body as { jobs: Line[]; total: number; page: number; pageSize: number; tabs?: Record<string, number> };
};

/** Every page of a tab, 5 a page, in the order asked. */
async function wholeTab(tab: string, sort = '', order = 'desc'): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const body = await get(`/user/jobs?tab=${tab}&page=${page}&order=${order}${sort ? `&sort=${sort}` : ''}`);
    if (body.jobs.length === 0) break;
    expect(body.jobs.length).toBeLessThanOrEqual(5);
    ids.push(...body.jobs.map((j) => j.id));
  }
  return ids;
}

/** The customer's visible jobs of a tab as the database holds them, newest first. */
async function expectedTab(tab: 'active' | 'done' | 'cancelled'): Promise<number[]> {
  const q = app.db('jobs').where({ user_id: customer.id }).whereNull('hidden_at');
  if (tab === 'done') q.where('status', 'completed');
  else if (tab === 'cancelled') q.where('status', 'cancelled');
  else q.whereNotIn('status', ['completed', 'cancelled']);
  const rows: { id: number }[] = await q
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('id');
  return rows.map((r) => r.id);
}

describe('GET /user/jobs?tab=', () => {
  const states = ['waiting', 'waiting_payment', 'in_progress', 'revision_requested', 'completed', 'cancelled'];
  let byAge: number[] = [];

  beforeAll(async () => {
    // 24 jobs of the customer, 4 in each state, one cancelled one hidden (16 active, 4 done, 3 cancelled), and
    // jobs of someone else that must never show
    byAge = [];
    for (let age = 1; age <= 24; age += 1) byAge.push(await insertJob(customer, states[age % 6]!, age));
    await app.db('jobs').where({ id: byAge[4] }).update({ hidden_at: app.db.fn.now() }).returning('id');
    for (let age = 1; age <= 6; age += 1) await insertJob(other, states[age % 6]!, age);
  });

  it('pages each tab 5 at a time, newest first, with the tab total and all three tab counts', async () => {
    const first = await get('/user/jobs?tab=active');
    expect(first.jobs).toHaveLength(5);
    expect(first).toMatchObject({ total: 16, page: 1, pageSize: 5, tabs: { active: 16, done: 4, cancelled: 3 } });
    expect(await wholeTab('active')).toEqual(await expectedTab('active'));
    expect(await wholeTab('done')).toEqual(await expectedTab('done'));
    expect(await wholeTab('cancelled')).toEqual(await expectedTab('cancelled'));
    const last = await get('/user/jobs?tab=active&page=4');
    expect(last.jobs.map((j) => j.id)).toEqual((await expectedTab('active')).slice(15));
    expect((await get('/user/jobs?tab=active&page=5')).jobs).toEqual([]);
  });

  it('keeps the tabs to their states and the hidden job out of every tab', async () => {
    const done = await get('/user/jobs?tab=done');
    expect(new Set(done.jobs.map((j) => j.status))).toEqual(new Set(['completed']));
    const cancelled = await get('/user/jobs?tab=cancelled&pageSize=20');
    expect(new Set(cancelled.jobs.map((j) => j.status))).toEqual(new Set(['cancelled']));
    const active = await get('/user/jobs?tab=active&pageSize=20');
    expect(active.jobs.some((j) => ['completed', 'cancelled'].includes(j.status))).toBe(false);
    const all = [...active.jobs, ...(await get('/user/jobs?tab=done&pageSize=20')).jobs, ...cancelled.jobs];
    expect(all.map((j) => j.id)).not.toContain(byAge[4]);
    expect(all).toHaveLength(23);
  });

  it('sorts a tab by delivery date, price, status and code, in both directions, across its pages', async () => {
    const active = (await get('/user/jobs?tab=active&pageSize=50')).jobs;
    const ordered = (key: (j: Line) => string | number, order: 'asc' | 'desc') =>
      [...active]
        .sort((a, b) => {
          const x = key(a);
          const y = key(b);
          const byKey = x < y ? -1 : x > y ? 1 : 0;
          return (byKey || a.id - b.id) * (order === 'asc' ? 1 : -1);
        })
        .map((j) => j.id);
    expect(await wholeTab('active', 'delivery_date', 'asc')).toEqual(ordered((j) => j.delivery_date, 'asc'));
    expect(await wholeTab('active', 'delivery_date', 'desc')).toEqual(ordered((j) => j.delivery_date, 'desc'));
    expect(await wholeTab('active', 'status', 'asc')).toEqual(ordered((j) => j.status, 'asc'));
    expect(await wholeTab('active', 'id', 'desc')).toEqual(ordered((j) => j.id, 'desc'));
    // waiting jobs have no price yet: PostgreSQL puts them last going up, first going down
    const priced = (j: Line) => j.admin_price ?? Number.MAX_SAFE_INTEGER;
    expect(await wholeTab('active', 'admin_price', 'asc')).toEqual(ordered(priced, 'asc'));
    expect(await wholeTab('active', 'admin_price', 'desc')).toEqual(ordered(priced, 'desc'));
  });

  it('shows a customer only their own jobs, whatever the tab', async () => {
    const theirs = await get('/user/jobs?tab=active&pageSize=50', other);
    expect(theirs.tabs).toEqual({ active: 4, done: 1, cancelled: 1 });
    const ownerOf: { id: number }[] = await app
      .db('jobs')
      .whereIn(
        'id',
        theirs.jobs.map((j) => j.id),
      )
      .whereNot('user_id', other.id)
      .select('id');
    expect(ownerOf).toEqual([]);
    expect((await api(app, 'GET', '/user/jobs?tab=active', { token: admin.token })).status).toBe(403);
    expect((await api(app, 'GET', '/user/jobs?tab=active')).status).toBe(401);
  });

  it('answers as before without a tab: every visible job, no tab counts', async () => {
    const body = await get('/user/jobs');
    expect(body.total).toBe(23);
    expect(body.jobs).toHaveLength(5);
    expect(body).not.toHaveProperty('tabs');
    expect(Object.keys(body)).toEqual(['jobs', 'total', 'page', 'pageSize']);
  });

  it('refuses an unknown tab with a 400 in the asker’s language', async () => {
    const tr = await api(app, 'GET', '/user/jobs?tab=archived', { token: customer.token });
    expect(tr.status).toBe(400);
    expect(tr.body.fields).toEqual({ tab: 'Geçersiz değer.' });
    const en = await api(app, 'GET', '/user/jobs?tab=', { token: customer.token, lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.body.fields).toEqual({ tab: 'Invalid value.' });
  });
});

describe('the tab counts after the journey moves jobs', () => {
  it('follow an upload, a cancel, a completion and a delete', async () => {
    const fresh = await createUser(app, 'user');
    const tabs = async () => (await get('/user/jobs?tab=active', fresh)).tabs;
    expect(await tabs()).toEqual({ active: 0, done: 0, cancelled: 0 });

    const upload = async () => (await uploadJob(app, fresh)).id;
    const [a, b, c] = [await upload(), await upload(), await upload()];
    expect(await tabs()).toEqual({ active: 3, done: 0, cancelled: 0 });

    expect((await api(app, 'PUT', `/user/job/${a}/cancel`, { token: fresh.token })).status).toBe(200);
    expect(await tabs()).toEqual({ active: 2, done: 0, cancelled: 1 });

    await putJobInState(app, b, 'completed', { is_paid: true });
    expect(await tabs()).toEqual({ active: 1, done: 1, cancelled: 1 });
    expect((await get('/user/jobs?tab=done', fresh)).jobs.map((j) => j.id)).toEqual([b]);

    expect((await api(app, 'DELETE', `/user/job/${b}`, { token: fresh.token })).status).toBe(204);
    expect((await api(app, 'DELETE', `/user/job/${c}`, { token: fresh.token })).status).toBe(204);
    expect(await tabs()).toEqual({ active: 0, done: 0, cancelled: 1 });
    expect((await get('/user/jobs?tab=cancelled', fresh)).jobs.map((j) => j.id)).toEqual([a]);
    expect((await get('/user/jobs?tab=done', fresh)).jobs).toEqual([]);
  });
});
