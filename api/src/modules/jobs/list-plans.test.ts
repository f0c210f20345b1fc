import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { statementsWhile } from '../../testing/statements';

/**
 * Every list the screens show is served by an index at 20,000 jobs — no sequential scan of jobs, no
 * sort of the whole set, no count of rows per request. The queries checked are the ones the API really ran
 * (captured from knex), explained on a seeded database. Plans, not times.
 */
jest.setTimeout(180_000);

const JOBS = 20_000;
let app: TestApp;
let customer: FixtureUser;
let translator: FixtureUser;
let admin: FixtureUser;

beforeAll(async () => {
  app = await startTestApp();
  [customer, translator, admin] = await Promise.all([
    createUser(app, 'user'),
    createUser(app, 'translator'),
    createUser(app, 'admin'),
  ]);
  await app.db.raw(
    `insert into jobs (user_id, file_name, file_mime, file_size, description, source_lang, target_lang, translation_type,
       specialization, delivery_date, status, assigned_translator_id, is_paid, hidden_at, created_at)
     select ?::int, g || '-belge.pdf', 'application/pdf', 1024, 'Plan job ' || g, 'Türkçe', 'İngilizce', 'sworn',
       'legal', current_date + (g % 30), (array['waiting','waiting','waiting_payment','in_progress','completed','cancelled'])[1 + g % 6],
       case when g % 6 in (2, 3, 4) then ?::int end, g % 6 in (3, 4), case when g % 50 = 0 then now() end,
       now() - (g || ' seconds')::interval
     from generate_series(1, ?::int) g`,
    [customer.id, translator.id, JOBS],
  );
  await app.db.raw(
    `insert into offers (job_id, translator_id, price, delivery_date)
     select id, ?::int, 100, current_date + 3 from jobs where status = 'waiting' and id % 7 = 0`,
    [translator.id],
  );
  await app.db.raw('analyze');
});
afterAll(() => app.stop());

interface Captured {
  sql: string;
  bindings: unknown[];
}

/** The SQL a request ran, as knex sent it. */
async function queriesOf(request: () => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const listener = (q: { sql: string; bindings?: unknown[] }) =>
    captured.push({ sql: q.sql, bindings: q.bindings ?? [] });
  app.db.on('query', listener);
  try {
    await request();
  } finally {
    app.db.off('query', listener);
  }
  return captured;
}

async function planOf(query: Captured): Promise<string> {
  // knex reports PostgreSQL's numbered placeholders ($1); raw() takes `?` with the values in order of use.
  const values: unknown[] = [];
  const sql = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    values.push(query.bindings[Number(n) - 1]);
    return '?';
  });
  const result = await app.db.raw(`explain ${sql}`, values as never);
  return (result.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
}

const lists: [string, () => FixtureUser, string][] = [
  ['customer jobs', () => customer, '/user/jobs'],
  // The panel's tabs (spec 2.7), newest first, read from either end: about 13,000 active, 3,300 done and cancelled.
  ['customer active tab', () => customer, '/user/jobs?tab=active'],
  ['customer active tab, near the end', () => customer, '/user/jobs?tab=active&page=2600'],
  ['customer done tab', () => customer, '/user/jobs?tab=done&page=2'],
  ['customer done tab, oldest first', () => customer, '/user/jobs?tab=done&order=asc&page=600'],
  ['customer cancelled tab', () => customer, '/user/jobs?tab=cancelled'],
  ['open jobs', () => translator, '/translator/open-jobs?pageSize=10'],
  ['open jobs by delivery date', () => translator, '/translator/open-jobs?pageSize=10&sort=delivery_date&order=asc'],
  ['assigned jobs', () => translator, '/translator/assigned-jobs?pageSize=10'],
  ['completed jobs', () => translator, '/translator/completed-jobs?pageSize=10'],
  ['admin page 1', () => admin, '/admin/jobs?page=1'],
  ['admin deepest page', () => admin, `/admin/jobs?page=${JOBS / 10}`],
  // from a kept boundary (job-page-boundaries.ts): a keyset start, then fewer than 500 rows skipped
  ['admin middle page', () => admin, `/admin/jobs?page=${JOBS / 20 - 3}`],
  ['admin waiting, middle page', () => admin, `/admin/jobs?status=waiting&page=${Math.round(JOBS / 3 / 20)}`],
  ['open jobs, middle page', () => translator, `/translator/open-jobs?page=${Math.round(JOBS / 3 / 20)}`],
  ['admin waiting', () => admin, '/admin/jobs?status=waiting'],
  ['admin quoted', () => admin, '/admin/jobs?status=quoted'],
  ['admin assigned', () => admin, '/admin/jobs?status=assigned&page=3'],
  ['admin in_progress, last page', () => admin, `/admin/jobs?status=in_progress&page=${Math.ceil(JOBS / 6 / 10)}`],
  ['admin by delivery date', () => admin, '/admin/jobs?sort=delivery_date&order=asc'],
  ['admin by price', () => admin, '/admin/jobs?sort=admin_price&order=desc'],
];

describe('the plans of the job lists at 20,000 jobs', () => {
  it.each(lists)('%s: no sequential scan or full sort of jobs, and no count of rows', async (_name, who, path) => {
    const queries = await queriesOf(async () => {
      const res = await api(app, 'GET', path, { token: who().token });
      expect(res.status).toBe(200);
    });
    const onJobs = queries.filter((q) => /from "jobs"/.test(q.sql));
    expect(onJobs.length).toBeGreaterThan(0);
    // the unread-message counts of the page's own jobs are fine; a count of jobs is not
    for (const query of onJobs) expect(query.sql).not.toMatch(/count\(\*\)[^()]*from "jobs"/i);
    for (const query of onJobs) {
      const plan = await planOf(query);
      expect(plan).not.toMatch(/Seq Scan on jobs/);
      // a page's ready lines are found by key, never by reading job_list_lines whole
      expect(plan).not.toMatch(/Seq Scan on job_list_lines/);
      // A sort may order the ten rows of a page, never the whole list.
      const sortedRows = [...plan.matchAll(/Sort {2}\(cost=[\d.]+\.\.[\d.]+ rows=(\d+)/g)].map((m) => Number(m[1]));
      for (const rows of sortedRows) expect(rows).toBeLessThanOrEqual(100);
      // A customer's tab is read from an index holding that tab, not by walking all their jobs and skipping others'.
      if (path.includes('tab=')) expect(plan).not.toMatch(/Filter:[^\n]*status/);
    }
  });

  it("gives a customer's tab page near the end the same rows an offset would", async () => {
    const page = await api(app, 'GET', '/user/jobs?tab=active&page=2600', { token: customer.token });
    const expected: { id: number }[] = await app
      .db('jobs')
      .where({ user_id: customer.id })
      .whereNull('hidden_at')
      .whereNotIn('status', ['completed', 'cancelled'])
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .offset(2599 * 5)
      .limit(5)
      .select('id');
    expect(expected).toHaveLength(5);
    expect(page.body.jobs.map((j: { id: number }) => j.id)).toEqual(expected.map((r) => r.id));
  });

  it('gives the deepest admin page the same rows an offset would, oldest last', async () => {
    const deep = await api(app, 'GET', `/admin/jobs?page=${JOBS / 10}`, { token: admin.token });
    const expected: { id: number }[] = await app
      .db('jobs')
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .offset(JOBS - 10)
      .limit(10)
      .select('id');
    expect(deep.body.items.map((j: { id: number }) => j.id)).toEqual(expected.map((r) => r.id));
    expect(deep.body.total).toBe(JOBS);
  });
  /** The ids of the admin's `page` (10 a page, newest first) as an offset reads them. */
  const byOffset = async (page: number, status?: string) => {
    const q = app.db('jobs');
    if (status) q.where({ status });
    const rows: { id: number }[] = await q
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .offset((page - 1) * 10)
      .limit(10)
      .select('id');
    return rows.map((r) => r.id);
  };
  const idsOf = async (path: string) =>
    (await api(app, 'GET', path, { token: admin.token })).body.items.map((j: { id: number }) => j.id);

  it('gives middle pages the same rows an offset would, from the boundaries found and then kept', async () => {
    for (const page of [JOBS / 20 - 3, JOBS / 20 + 4, 77, 1100]) {
      const expected = await byOffset(page);
      expect(expected).toHaveLength(10);
      expect(await idsOf(`/admin/jobs?page=${page}`)).toEqual(expected);
      expect(await idsOf(`/admin/jobs?page=${page}`)).toEqual(expected);
    }
    expect(await idsOf('/admin/jobs?status=waiting&page=300')).toEqual(await byOffset(300, 'waiting'));
    // a page not read before, after a kept boundary: it starts from the boundary's key, no walk finds it again
    const fromBoundary = await statementsWhile(app, 'jobs.id) <= (', async () => {
      expect(await statementsWhile(app, 'row_number()', () => idsOf('/admin/jobs?page=78'))).toBe(0);
    });
    expect(fromBoundary).toBe(1);
  });

  it('moves the middle pages along when a job is added or changes status', async () => {
    const page = JOBS / 20 + 4;
    await idsOf(`/admin/jobs?page=${page}`);
    await idsOf('/admin/jobs?status=waiting&page=300');
    const [added] = await app
      .db('jobs')
      .insert({
        user_id: customer.id,
        file_name: '1-yeni.pdf',
        file_mime: 'application/pdf',
        file_size: 1024,
        description: 'Yeni',
        source_lang: 'Türkçe',
        target_lang: 'İngilizce',
        translation_type: 'sworn',
        specialization: 'legal',
        delivery_date: '2099-01-01',
        status: 'waiting',
      })
      .returning('id');
    expect(added).toBeDefined();
    expect(await idsOf(`/admin/jobs?page=${page}`)).toEqual(await byOffset(page));
    const older = await byOffset(200, 'waiting');
    await app.db('jobs').whereIn('id', older.slice(0, 3)).update({ status: 'cancelled' });
    expect(await idsOf('/admin/jobs?status=waiting&page=300')).toEqual(await byOffset(300, 'waiting'));
  });
});
