import pino from 'pino';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, insertJob, type FixtureUser } from '../../testing/fixtures';
import { storeLines, type LineRole } from './job-list-repository';
import { adminLines } from '../admin-jobs/admin-list';

/**
 * The background line maker (line-maker.ts) against the real database: on a task worker it fills the lines of jobs
 * no one has read, fills them again after a write marks them stale, never stores a line over a newer write, and a
 * stop leaves nothing running; a web-only instance makes none.
 */
jest.setTimeout(60_000);

let app: TestApp;
let customer: FixtureUser;
let translator: FixtureUser;

beforeAll(async () => {
  app = await startTestApp({ TASK_WORKER: 'true' });
  [customer, translator] = await Promise.all([createUser(app, 'user'), createUser(app, 'translator')]);
});
afterAll(() => app.stop());

/** A new job of `owner`'s in `status` (assigned to the translator unless waiting or cancelled). */
const newJob = (on: TestApp, owner: FixtureUser, status = 'waiting', hidden = false) =>
  insertJob(on, owner, translator, { status, hidden });

type Lines = Record<`${LineRole}_line`, string | null>;

const storedLines = async (on: TestApp, jobId: number): Promise<Lines> =>
  on.db('job_list_lines').where({ job_id: jobId }).first('admin_line', 'customer_line', 'open_line');

/** Waits (up to 20 s, far below the maker's one-minute fallback timer) until `done` holds. */
async function until(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('not done within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const allMade = (jobId: number, roles: LineRole[]) => async () => {
  const lines = await storedLines(app, jobId);
  return roles.every((role) => lines[`${role}_line`] !== null);
};

describe('the background line maker', () => {
  it('makes the lines of new jobs without any read: every job its admin and customer line, open jobs their open one', async () => {
    const open = await newJob(app, customer, 'waiting');
    const done = await newJob(app, customer, 'completed');
    const hidden = await newJob(app, customer, 'cancelled', true);
    await until(allMade(open, ['admin', 'customer', 'open']));
    await until(allMade(done, ['admin', 'customer']));
    await until(allMade(hidden, ['admin', 'customer']));
    // a line matters for the open jobs only while the job is open for offers
    expect((await storedLines(app, done)).open_line).toBeNull();
    expect((await storedLines(app, hidden)).open_line).toBeNull();
    // the reader answers the line the maker stored
    const res = await api(app, 'GET', '/user/jobs?pageSize=100', { token: customer.token });
    const answered = (res.body.jobs as { id: number; description: string }[]).find((l) => l.id === open);
    expect(JSON.parse((await storedLines(app, open)).customer_line as string)).toMatchObject({
      id: open,
      description: answered?.description,
    });
  });

  it("makes a job's lines again after a write marks them stale, on the write's notice", async () => {
    const jobId = await newJob(app, customer, 'waiting');
    await until(allMade(jobId, ['admin', 'customer', 'open']));
    await app.db('jobs').where({ id: jobId }).update({ description: 'Yeni açıklama' });
    await until(async () => {
      const lines = await storedLines(app, jobId);
      return (['admin', 'customer', 'open'] as const).every((r) => lines[`${r}_line`]?.includes('Yeni açıklama'));
    });
  });

  it('never stores a line made from data a write has since changed, and makes it again from the new data', async () => {
    const jobId = await newJob(app, customer, 'in_progress');
    await until(allMade(jobId, ['admin']));
    await app.lineMaker?.pause();
    try {
      await app.db('jobs').where({ id: jobId }).update({ description: 'önce' });
      const made = await adminLines.make(app.db, [jobId]);
      await app.db('jobs').where({ id: jobId }).update({ description: 'sonra' });
      await storeLines(app.db, 'admin', made);
      expect((await storedLines(app, jobId)).admin_line).toBeNull();
    } finally {
      app.lineMaker?.resume();
    }
    await until(async () => Boolean((await storedLines(app, jobId)).admin_line?.includes('sonra')));
  });
});

/** Inserts `count` waiting jobs of `owner`'s in one statement. */
const manyJobs = (on: TestApp, owner: FixtureUser, count: number) =>
  on.db.raw(
    `insert into jobs (user_id, file_name, file_mime, file_size, description, source_lang, target_lang,
       translation_type, specialization, delivery_date, status)
     select ?::int, g || '-belge.pdf', 'application/pdf', 1024, 'İş ' || g, 'Türkçe', 'İngilizce', 'sworn',
       'legal', '2099-01-01', 'waiting'
     from generate_series(1, ?::int) g`,
    [owner.id, count],
  );

const missingCount = async (on: TestApp) => {
  const [row] = await on.db('job_list_lines').whereNull('admin_line').orWhereNull('customer_line').count({ n: '*' });
  return Number(row?.n);
};

// The embedded database has one connection of the app's own: there is no connection of the maker's to cut.
const onServer = Boolean(process.env.DATABASE_URL);
if (onServer)
  describe('the line maker after a database error', () => {
    it('logs the error, waits, and makes the lines after all', async () => {
      const warnings: string[] = [];
      const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
      const worker = await startTestApp({ TASK_WORKER: 'true' }, logger);
      try {
        const owner = await createUser(worker, 'user');
        await manyJobs(worker, owner, 3000);
        // the maker's own connection, caught in a statement on job_list_lines, is cut as a restart would, until it
        // has noticed (a cut as its statement ends finds the connection idle, and the pool just replaces it)
        const noticed = () => warnings.some((w) => w.includes('job list lines not made in the background'));
        await until(async () => {
          await worker.db.raw(
            `select pg_terminate_backend(pid) from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
               and state = 'active' and query like '%job_list_lines%'`,
          );
          return noticed();
        });
        await until(async () => (await missingCount(worker)) === 0);
        expect((await api(worker, 'GET', '/user/jobs', { token: owner.token })).status).toBe(200);
      } finally {
        await worker.stop();
      }
    });
  });

describe('where the line maker runs', () => {
  it('makes no line on an instance that is not the task worker', async () => {
    const web = await startTestApp({ TASK_WORKER: 'false' });
    try {
      expect(web.lineMaker).toBeUndefined();
      const owner = await createUser(web, 'user');
      const jobId = await newJob(web, owner, 'waiting');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await storedLines(web, jobId)).toEqual({ admin_line: null, customer_line: null, open_line: null });
    } finally {
      await web.stop();
    }
  });

  it('stops in the middle of its work with no timer, query or line left to come', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    // the first app's maker sets and clears its own timer: held still, it cannot blur the count
    await app.lineMaker?.pause();
    const before = timers();
    const worker = await startTestApp({ TASK_WORKER: 'true' });
    const maker = worker.lineMaker;
    expect(maker).toBeDefined();
    const owner = await createUser(worker, 'user');
    await manyJobs(worker, owner, 3000);
    await until(async () => (maker?.made ?? 0) > 0);
    const db = worker.db;
    await worker.stop();
    const madeAtStop = maker?.made;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(maker?.made).toBe(madeAtStop);
    expect(timers()).toBeLessThanOrEqual(before);
    // its own connection is closed with the app's: nothing can still be running on either
    await expect(db.raw('select 1')).rejects.toThrow();
    app.lineMaker?.resume();
  });
});
