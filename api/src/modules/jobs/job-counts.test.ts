import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, putJobInState, uploadJob } from './job-test-helpers';
import * as customerTabCounts from '../../db/migrations/0600-customer-tab-counts';
import { foldJobCountDeltas } from './job-list-repository';

/** The totals the lists show come from job_counts; after any mix of changes they must equal a real count. */
jest.setTimeout(120_000);

let app: TestApp;
let admin: FixtureUser;
let customers: FixtureUser[];
let translators: FixtureUser[];

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, 'admin');
  customers = [await createUser(app, 'user'), await createUser(app, 'user')];
  translators = [await createUser(app, 'translator'), await createUser(app, 'translator')];
});
afterAll(() => app.stop());

/**
 * The totals as kept (job_counts with the deltas not yet folded into it, migration 0900), and as counting every job
 * now would make them (zero totals left out of both).
 */
async function keptAndCounted(): Promise<[Record<string, number>, Record<string, number>]> {
  const kept: { key: string; n: number }[] = (
    await app.db.raw(`select key, sum(n)::int as n from (
        select key, n from job_counts union all select key, n from job_count_deltas
      ) t group by key having sum(n) <> 0`)
  ).rows;
  const counted: { key: string; n: number }[] = (
    await app.db.raw(`select k as key, count(*)::int as n
      from jobs j, unnest(job_count_keys(j.status, j.offers_count, j.hidden_at, j.user_id, j.assigned_translator_id)) k
      group by k`)
  ).rows;
  const offersKept: { id: number; offers_count: number; real: number }[] = (
    await app.db.raw(
      'select id, offers_count, (select count(*)::int from offers where job_id = jobs.id) as real from jobs',
    )
  ).rows;
  for (const job of offersKept) expect(job.offers_count).toBe(job.real);
  const asMap = (rows: { key: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
  return [asMap(kept), asMap(counted)];
}

const t = (i: number) => translators[i] as FixtureUser;
const c = (i: number) => customers[i] as FixtureUser;

describe('job_counts', () => {
  it('matches a real count after uploads, offers, assignments, cancels, deletes, releases and bulk changes', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push((await uploadJob(app, c(i % 2))).id);
    const [a, b, d, e, f, g, h] = ids as [number, number, number, number, number, number, number];
    const offer = (job: number, who: FixtureUser) =>
      api(app, 'POST', '/translator/offer', {
        token: who.token,
        body: { job_id: job, price: 50, delivery_date: daysFromToday(2) },
      });
    await offer(a, t(0));
    await offer(a, t(1));
    await offer(a, t(0)); // a re-offer replaces, it does not add
    await offer(b, t(1));
    const assign = (job: number, who: FixtureUser) =>
      api(app, 'POST', `/admin/job/${job}/assign`, {
        token: admin.token,
        body: { translator_id: who.id, price: 100, delivery_date: daysFromToday(3) },
      });
    expect((await assign(a, t(0))).status).toBe(200);
    expect((await assign(d, t(1))).status).toBe(200);
    expect((await api(app, 'PUT', `/admin/job/${d}/mark-paid`, { token: admin.token })).status).toBe(200);
    expect((await api(app, 'PUT', `/admin/job/${b}/cancel`, { token: admin.token })).status).toBe(200);
    // Jobs alternate between the two customers: e (the 4th) is the second's, f (the 5th) the first's.
    expect((await api(app, 'PUT', `/user/job/${e}/cancel`, { token: c(1).token })).status).toBe(200);
    expect((await api(app, 'DELETE', `/user/job/${f}`, { token: c(0).token })).status).toBe(204);
    expect((await api(app, 'DELETE', `/user/job/${e}`, { token: c(1).token })).status).toBe(204);
    await putJobInState(app, g, 'completed', { assigned_translator_id: t(1).id, is_paid: true });
    // A translator's removal sends their unfinished work back to waiting and withdraws their offers.
    await offer(h, t(1));
    expect((await api(app, 'DELETE', `/admin/translator/${t(1).id}`, { token: admin.token })).status).toBeLessThan(300);
    await app
      .db('jobs')
      .whereIn('id', ids.slice(8))
      .update({ status: 'in_progress', assigned_translator_id: t(0).id });
    await app
      .db('jobs')
      .where('id', ids[11] as number)
      .delete();

    const [kept, counted] = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(kept.all).toBe(11);
  });

  it('gives every list its total from the kept counts', async () => {
    const mine = await api(app, 'GET', '/user/jobs', { token: c(0).token });
    const visible = await app
      .db('jobs')
      .where({ user_id: c(0).id })
      .whereNull('hidden_at')
      .count({ n: '*' });
    expect(mine.body.total).toBe(Number(visible[0]?.n));
    expect(mine.body.jobs).toHaveLength(mine.body.total);
    const quoted = await api(app, 'GET', '/admin/jobs?status=quoted', { token: admin.token });
    expect(quoted.body.total).toBe(quoted.body.items.length);
  });

  it("counts the jobs that were there before migration 0600 into the customers' tab keys", async () => {
    const mine = await api(app, 'GET', '/user/jobs?tab=active', { token: c(0).token });
    const tabsBefore = mine.body.tabs;
    // back to the keys of migration 0200, then forward again over the jobs the first test left; when 0600 ran
    // there were no deltas (migration 0900), so they are folded first
    await app.db.transaction(async (trx) => {
      await foldJobCountDeltas(trx);
      await customerTabCounts.down(trx);
      expect(await trx('job_counts').where('key', 'like', 'user:%:%').select('key')).toEqual([]);
      await customerTabCounts.up(trx);
    });
    const [kept, counted] = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(Object.keys(kept).some((key) => /^user:\d+:completed$/.test(key))).toBe(true);
    const tabs = (await api(app, 'GET', '/user/jobs?tab=done', { token: c(0).token })).body.tabs;
    expect(tabs).toEqual(tabsBefore);
  });
  it('folds the deltas into job_counts without moving a total, and leaves none behind', async () => {
    const job = await uploadJob(app, c(0));
    await putJobInState(app, job.id, 'in_progress', { assigned_translator_id: t(0).id });
    const [before, counted] = await keptAndCounted();
    expect(before).toEqual(counted);
    await foldJobCountDeltas(app.db);
    expect(Number((await app.db('job_count_deltas').count({ n: '*' }))[0]?.n)).toBe(0);
    expect((await keptAndCounted())[0]).toEqual(before);
  });

  // The embedded database has one connection: two transactions cannot be open at once there.
  if (process.env.DATABASE_URL)
    it('takes no lock on job_counts in a write: offers, changes of state and uploads land while it is locked', async () => {
      const job = await uploadJob(app, c(1));
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked: () => void = () => undefined;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      // EXCLUSIVE lets readers in and keeps every writer of a row out until released
      const holder = app.db.transaction(async (trx) => {
        await trx.raw('lock table job_counts in exclusive mode');
        locked();
        await held;
      });
      await isLocked;
      try {
        const offer = await api(app, 'POST', '/translator/offer', {
          token: t(0).token,
          body: { job_id: job.id, price: 70, delivery_date: daysFromToday(2) },
        });
        expect(offer.status).toBe(201);
        expect((await api(app, 'PUT', `/admin/job/${job.id}/cancel`, { token: admin.token })).status).toBe(200);
        expect((await uploadJob(app, c(1))).id).toBeGreaterThan(job.id);
      } finally {
        release();
        await holder;
      }
      const [kept, counted] = await keptAndCounted();
      expect(kept).toEqual(counted);
    });
});
