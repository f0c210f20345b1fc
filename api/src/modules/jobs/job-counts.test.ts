import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, putJobInState, uploadJob } from './job-test-helpers';
import * as customerTabCounts from '../../db/migrations/0600-customer-tab-counts';

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

/** job_counts as it is, and as counting every job now would make it (zero totals left out of both). */
async function keptAndCounted(): Promise<[Record<string, number>, Record<string, number>]> {
  const kept: { key: string; n: number }[] = await app.db('job_counts').where('n', '<>', 0).select('key', 'n');
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
    // back to the keys of migration 0200, then forward again over the jobs the first test left
    await app.db.transaction(async (trx) => {
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
});
