import knexFactory, { type Knex } from 'knex';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { runPrepared } from '../../db/prepared';

/**
 * Every page of the three busiest lists is a prepared statement (job-list-repository.ts readPageLines), and after a
 * few runs the server may keep one plan made without the values. These tests make the server take that generic
 * plan for each statement and check it walks the index the list is ordered by — for a customer with 3 jobs and one
 * with 20,000, a rare state and a common one, the first, a middle (keyset) and the last page — that the one shape
 * whose generic plan walks the wrong index is planned for its values instead, and that the texts stay few however
 * many pages and filters are read. Plans, not times.
 */
jest.setTimeout(180_000);

const JOBS = 20_000;
let app: TestApp;
let large: FixtureUser;
let small: FixtureUser;
let translator: FixtureUser;
let admin: FixtureUser;
/** A session of one connection, to prepare the pages' statements in and explain them. */
let explainer: Knex;

beforeAll(async () => {
  app = await startTestApp();
  [large, small, translator, admin] = await Promise.all([
    createUser(app, 'user'),
    createUser(app, 'user'),
    createUser(app, 'translator'),
    createUser(app, 'admin'),
  ]);
  // one job in a thousand awaits a revision (the rare state); a third wait for offers (the common one); the small
  // customer's three jobs wait, are completed and are cancelled
  await app.db.raw(
    `insert into jobs (user_id, file_name, file_mime, file_size, description, source_lang, target_lang, translation_type,
       specialization, delivery_date, status, assigned_translator_id, is_paid, hidden_at, created_at)
     select case when g in (1, 4, 5) then ?::int else ?::int end, g || '-belge.pdf', 'application/pdf', 1024, 'Plan job ' || g,
       'Türkçe', 'İngilizce', 'sworn', 'legal', current_date + (g % 30),
       case when g % 1000 = 7 then 'revision_requested'
         else (array['waiting','waiting','waiting_payment','in_progress','completed','cancelled'])[1 + g % 6] end,
       case when g % 6 in (2, 3, 4) then ?::int end, g % 6 in (3, 4), case when g % 50 = 0 then now() end,
       now() - (g || ' seconds')::interval
     from generate_series(1, ?::int) g`,
    [small.id, large.id, translator.id, JOBS],
  );
  await app.db.raw(
    `insert into offers (job_id, translator_id, price, delivery_date)
     select id, ?::int, 100, current_date + 3 from jobs where status = 'waiting' and id % 7 = 0`,
    [translator.id],
  );
  await app.db.raw('analyze');
  explainer = knexFactory({ client: 'pg', connection: connectionOf(app), pool: { min: 0, max: 1 } });
});
afterAll(async () => {
  await explainer?.destroy();
  await app.stop();
});

/** The app's scratch database, for a pool of one's own. */
const connectionOf = (running: TestApp) => (running.db.client.config as { connection: string }).connection;

interface Captured {
  sql: string;
  bindings: unknown[];
  /** the prepared statement's name; none when the page was planned for its values (db/prepared.ts) */
  prepared?: string;
}

/** The page statements (those reading ready lines) a request ran. */
async function pageStatementsOf(path: string, who: FixtureUser): Promise<Captured[]> {
  const captured: Captured[] = [];
  const listener = (q: { sql: string; bindings?: unknown[]; prepared?: string }) => {
    if (/from job_list_lines l where l\.job_id = p\.id/.test(q.sql))
      captured.push({ sql: q.sql, bindings: q.bindings ?? [], prepared: q.prepared });
  };
  app.db.on('query', listener);
  try {
    const res = await api(app, 'GET', path, { token: who.token });
    expect(res.status).toBe(200);
  } finally {
    app.db.off('query', listener);
  }
  return captured;
}

/**
 * The plan the server keeps for `statement` when it plans it once for all values, and the plan it makes for the
 * values it was run with (plan_cache_mode).
 */
async function plansOf(statement: Captured): Promise<{ generic: string; custom: string }> {
  // EXECUTE takes no bound parameters: the values are written into its text, as literals knex quotes
  const values = app.db.raw(statement.bindings.map(() => '?').join(', '), statement.bindings as never).toQuery();
  await explainer.raw('deallocate all');
  await explainer.raw(`prepare page as ${statement.sql}`);
  const explain = async (mode: string) => {
    await explainer.raw(`set plan_cache_mode = ${mode}`);
    const result = await explainer.raw(`explain execute page(${values})`);
    return (result.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
  };
  return { generic: await explain('force_generic_plan'), custom: await explain('force_custom_plan') };
}

const deepAdmin = JOBS / 10;
const cases: [string, () => FixtureUser, string, RegExp][] = [
  ['customer with 3 jobs', () => small, '/user/jobs?pageSize=5', /jobs_user_visible on jobs/],
  ['customer with 20,000 jobs, first page', () => large, '/user/jobs?pageSize=5', /jobs_user_visible on jobs/],
  ['customer with 20,000 jobs, middle page', () => large, '/user/jobs?pageSize=5&page=1500', /jobs_user_visible on/],
  ['customer with 20,000 jobs, last page', () => large, '/user/jobs?pageSize=5&page=3900', /jobs_user_visible on/],
  ['customer with 3 jobs, done tab', () => small, '/user/jobs?tab=done', /jobs_user_visible_status on jobs/],
  ['customer with 20,000 jobs, done tab', () => large, '/user/jobs?tab=done&page=3', /jobs_user_visible_status on/],
  [
    'customer with 20,000, done tab, middle',
    () => large,
    '/user/jobs?tab=done&pageSize=5&page=300',
    /jobs_user_visible_status on jobs/,
  ],
  [
    'customer with 20,000, cancelled, middle',
    () => large,
    '/user/jobs?tab=cancelled&pageSize=5&page=400',
    /jobs_user_visible_status on jobs/,
  ],
  ['customer with 3 jobs, active tab', () => small, '/user/jobs?tab=active', /jobs_user_visible_active on jobs/],
  ['customer with 20,000, active tab', () => large, '/user/jobs?tab=active&page=1000', /jobs_user_visible_active on/],
  ['open jobs, first page', () => translator, '/translator/open-jobs?pageSize=10', /jobs_open on jobs/],
  ['open jobs, middle page', () => translator, '/translator/open-jobs?pageSize=10&page=300', /jobs_open on jobs/],
  ['open jobs, last page', () => translator, '/translator/open-jobs?pageSize=10&page=653', /jobs_open on jobs/],
  [
    'open jobs by delivery date',
    () => translator,
    '/translator/open-jobs?pageSize=10&sort=delivery_date&order=asc',
    /jobs_open_delivery on jobs/,
  ],
  ['admin, first page', () => admin, '/admin/jobs?page=1', /jobs_created_at_id on jobs/],
  ['admin, middle page', () => admin, `/admin/jobs?page=${deepAdmin / 2 - 3}`, /jobs_created_at_id on jobs/],
  ['admin, last page', () => admin, `/admin/jobs?page=${deepAdmin}`, /jobs_created_at_id on jobs/],
  ['admin by delivery date', () => admin, '/admin/jobs?sort=delivery_date&order=asc', /jobs_delivery_date_id on jobs/],
  ['admin, a rare state', () => admin, '/admin/jobs?status=revision_requested', /jobs_status_created_at_id on/],
  ['admin, a less common state', () => admin, '/admin/jobs?status=completed&page=2', /jobs_status_created_at_id/],
  ['admin, a less common state, last', () => admin, '/admin/jobs?status=completed&page=333', /jobs_status_created/],
  // A third of the jobs wait, a third are assigned: walking the whole list's order and passing over the others
  // meets a page's rows within a few dozen, and is the plan their values get too.
  ['admin, a common state', () => admin, '/admin/jobs?status=waiting', /jobs_created_at_id on jobs/],
  ['admin, assigned', () => admin, '/admin/jobs?status=assigned&page=3', /jobs_created_at_id on jobs/],
  ['admin, quoted', () => admin, '/admin/jobs?status=quoted', /jobs_quoted on jobs/],
];

/** Pages of the admin's state filters from a kept boundary, and the index their values' plan walks. */
const plannedEach: [string, string, RegExp][] = [
  ['a less common state', '/admin/jobs?status=completed&page=100', /jobs_status_created_at_id on jobs/],
  ['a common state', '/admin/jobs?status=waiting&page=300', /jobs_created_at_id on jobs/],
];

describe('the generic plans of the prepared list pages at 20,000 jobs', () => {
  it.each(cases)(
    '%s: prepared, its plan made without the values walks the list index',
    async (_n, who, path, index) => {
      const statements = await pageStatementsOf(path, who());
      expect(statements).toHaveLength(1);
      const statement = statements[0] as Captured;
      expect(statement.prepared).toBeDefined();
      const { generic } = await plansOf(statement);
      expect(generic).toMatch(index);
      expect(generic).not.toMatch(/Seq Scan on jobs/);
      expect(generic).not.toMatch(/Seq Scan on job_list_lines/);
    },
  );

  it("plans an admin's state page from a kept boundary for its values: without them it walks every state", async () => {
    for (const [name, path, index] of plannedEach) {
      const statements = await pageStatementsOf(path, admin);
      expect(statements).toHaveLength(1);
      const statement = statements[0] as Captured;
      expect([name, statement.prepared]).toEqual([name, undefined]);
      const { generic, custom } = await plansOf(statement);
      expect(custom).toMatch(index);
      expect(generic).toMatch(/using jobs_created_at_id on jobs[^\n]*\n[^\n]*Index Cond: \(ROW\(created_at, id\)/);
    }
  });
});

describe('the texts of the prepared list pages', () => {
  const texts = new Set<string>();
  const read = async (paths: string[], who: FixtureUser) => {
    for (const path of paths)
      for (const statement of await pageStatementsOf(path, who)) if (statement.prepared) texts.add(statement.sql);
    return texts.size;
  };

  it("are four for the admin's whole list, and no more for further pages", async () => {
    // from the newest end, from the oldest, from a kept boundary in either direction (pages not read above)
    expect(
      await read(
        [2, 50, 400, 999, 1001, 1500, deepAdmin - 1].map((p) => `/admin/jobs?page=${p}`),
        admin,
      ),
    ).toBe(4);
    expect(
      await read(
        [3, 51, 401, 998, 1002, 1501, deepAdmin - 2].map((p) => `/admin/jobs?page=${p}`),
        admin,
      ),
    ).toBe(4);
  });

  it('are one for each state and end: further pages of a state add none', async () => {
    const before = texts.size;
    const pages = (status: string, numbers: number[]) => numbers.map((p) => `/admin/jobs?status=${status}&page=${p}`);
    // waiting: about 6,700 jobs, 670 pages; completed: about 3,300, 330 pages (pages not read above, which are
    // kept); from either end, each state a text of its own; pages from a boundary are not prepared
    const first = await read([...pages('waiting', [2, 301, 501, 664]), ...pages('completed', [4, 329])], admin);
    expect(first - before).toBe(4);
    expect(await read([...pages('waiting', [3, 302, 502, 663]), ...pages('completed', [5, 328])], admin)).toBe(first);
  });

  it("are the same for every customer and page of a customer's list", async () => {
    const pages = (numbers: number[]) => numbers.map((p) => `/user/jobs?pageSize=5&page=${p}`);
    const before = texts.size;
    const first = await read(pages([2, 700, 3000, 3901]), large);
    expect(first - before).toBe(4);
    expect(await read(pages([3, 701, 3001, 3902]), large)).toBe(first);
    expect(await read(pages([1]), small)).toBe(first);
  });
});

describe('runPrepared on a connection the pool has just made', () => {
  it('prepares the statement there again and answers as on the first connection', async () => {
    const one = knexFactory({ client: 'pg', connection: connectionOf(app), pool: { min: 0, max: 1 } });
    const page = () =>
      runPrepared<{ id: number }>(
        one,
        one('jobs').where('jobs.user_id', small.id).orderBy('jobs.id').limit(2).offset(1).select('jobs.id'),
      );
    const prepared = async () =>
      (await one.raw("select count(*)::int as n from pg_prepared_statements where name like 'list\\_%'")).rows[0].n;
    try {
      const first = await page();
      expect(first).toHaveLength(2);
      expect(await page()).toEqual(first);
      expect(await prepared()).toBe(1);
      await one.destroy();
      one.initialize();
      expect(await prepared()).toBe(0);
      expect(await page()).toEqual(first);
      expect(await prepared()).toBe(1);
    } finally {
      await one.destroy();
    }
  });
});
