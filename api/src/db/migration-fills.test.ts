import { startTestApp, type TestApp } from '../testing/test-app';
import { createUser, insertJob } from '../testing/fixtures';
import { migrationSource } from './migrate';

/**
 * The migrations that fill a column or a table for every existing job (0200's offer counts and totals, 0430's
 * customer delivery date, 0870's list lines) give the jobs of a database that predates them what the app and the
 * triggers would have given them. The office is rolled back to the schema before 0200 and brought to the latest
 * again, as an office upgrading from that version would be (api/bench/migrations.ts times the same at a million
 * jobs).
 */
jest.setTimeout(180_000);

let app: TestApp;
const options = { migrationSource };

beforeAll(async () => {
  app = await startTestApp({ TASK_WORKER: 'false' });
});
afterAll(() => app.stop());

async function lastApplied(): Promise<string | undefined> {
  const [done] = (await app.db.migrate.list(options)) as [{ name: string }[], unknown];
  return done.at(-1)?.name;
}

it('fills offer counts, totals, the customer delivery date and list lines of jobs older than the migrations', async () => {
  const customer = await createUser(app, 'user');
  const translator = await createUser(app, 'translator');
  const second = await createUser(app, 'translator');
  const ids: number[] = [];
  // two jobs alike in every column the totals' keys depend on: a total counts both
  for (const status of [
    'waiting',
    'waiting',
    'waiting_payment',
    'in_progress',
    'in_progress',
    'completed',
    'cancelled',
  ])
    ids.push(await insertJob(app, customer, translator, { status }));
  ids.push(await insertJob(app, customer, translator, { status: 'waiting', hidden: true }));
  const [offered, twice] = ids as [number, number];
  await app.db('offers').insert([
    { job_id: offered, translator_id: translator.id, price: 100, delivery_date: '2099-02-01' },
    { job_id: twice, translator_id: translator.id, price: 120, delivery_date: '2099-02-02' },
  ]);

  while ((await lastApplied()) !== '0020-user-locale') await app.db.migrate.down(options);
  // The delivery dates an office had before the customer's own date was kept apart (0430).
  await app.db.raw("update jobs set delivery_date = date '2099-01-01' + id % 5");
  await app.db('offers').insert({ job_id: twice, translator_id: second.id, price: 90, delivery_date: '2099-03-01' });
  await app.db.migrate.latest(options);

  const jobs: { id: number; delivery: string; customer_delivery: string; offers_count: number; offers: number }[] = (
    await app.db.raw(
      `select id, delivery_date::text as delivery, customer_delivery_date::text as customer_delivery,
        offers_count, (select count(*)::int from offers where job_id = jobs.id) as offers
      from jobs where id = any(?) order by id`,
      [ids],
    )
  ).rows;
  expect(jobs).toHaveLength(ids.length);
  for (const job of jobs) {
    expect(job.customer_delivery).toBe(job.delivery);
    expect(job.offers_count).toBe(job.offers);
  }
  expect(jobs.map((job) => job.offers_count)).toEqual([1, 2, 0, 0, 0, 0, 0, 0]);

  const kept: { key: string; n: number }[] = (
    await app.db.raw(`select key, sum(n)::int as n from (
        select key, n from job_counts union all select key, n from job_count_deltas
      ) t group by key having sum(n) <> 0 order by key`)
  ).rows;
  const counted: { key: string; n: number }[] = (
    await app.db.raw(`select k as key, count(*)::int as n
      from jobs j, unnest(job_count_keys(j.status, j.offers_count, j.hidden_at, j.user_id, j.assigned_translator_id)) k
      group by k order by k`)
  ).rows;
  expect(kept).toEqual(counted);
  expect(kept).toContainEqual({ key: 'quoted', n: 2 });
  expect(kept).toContainEqual({ key: 'open', n: 2 });
  expect(kept).toContainEqual({ key: 'status:in_progress', n: 2 });

  const lines = await app.db('job_list_lines').whereIn('job_id', ids).count({ n: '*' });
  expect(Number(lines[0]?.n)).toBe(ids.length);
});
