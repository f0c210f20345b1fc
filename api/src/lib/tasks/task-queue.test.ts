import pino from 'pino';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { TaskQueue } from './task-queue';

let app: TestApp;
let admin: FixtureUser;
let queue: TaskQueue;
let failing = true;
let runs = 0;
const batchRuns: number[] = [];
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, 'admin');
  // A queue of its own in the same database, with a task whose failures the test controls.
  queue = new TaskQueue(app.db, pino({ level: 'silent' }), { work: true, pollingIntervalSeconds: 0.5 });
  queue.define<{ n: number }>({
    name: 'flaky-test',
    retryLimit: 1,
    retryDelaySeconds: 1,
    async run() {
      runs += 1;
      if (failing) throw new Error('mail server said no');
    },
  });
  queue.define<{ n: number }>({
    name: 'batch-test',
    retryLimit: 0,
    batchSize: 5,
    async run({ n }) {
      batchRuns.push(n);
      if (n % 2 === 1) throw new Error(`odd ${n}`);
    },
  });
  await queue.start();
}, 60_000);
afterAll(async () => {
  await queue.stop(1000);
  await app.stop();
});

async function waitForState(id: string, state: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const row = await app.db('pgboss.job').where({ id }).first('state');
    if (row?.state === state) return;
    if (Date.now() > deadline) throw new Error(`task ${id} is ${row?.state}, not ${state}, after 30 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('durable tasks', () => {
  it('retries a failing task, then keeps it with its last error for the admin, who can run it again', async () => {
    await queue.add(app.db, 'flaky-test', { n: 1 });
    const [row] = await app.db('pgboss.job').where({ name: 'flaky-test' }).select('id');
    const id = row.id as string;
    await waitForState(id, 'failed');
    expect(runs).toBe(2); // the first attempt and one retry

    const failed = await api(app, 'GET', '/admin/tasks?state=failed', { token: admin.token });
    expect(failed.status).toBe(200);
    expect(failed.body.items).toContainEqual(
      expect.objectContaining({
        id,
        name: 'flaky-test',
        state: 'failed',
        attempts: 2,
        lastError: 'mail server said no',
      }),
    );
    expect(failed.body).toEqual(expect.objectContaining({ total: 1, page: 1, pageSize: 10 }));

    failing = false;
    const retried = await api(app, 'POST', `/admin/tasks/${id}/retry`, { token: admin.token });
    expect(retried.status).toBe(200);
    await waitForState(id, 'completed');
    expect(runs).toBe(3);

    expect((await api(app, 'POST', `/admin/tasks/${id}/retry`, { token: admin.token })).status).toBe(404);
    expect((await api(app, 'GET', '/admin/tasks?state=failed', { token: admin.token })).body.total).toBe(0);
  });

  it('runs a batch side by side, each task completed or failed on its own', async () => {
    await app.db.transaction(async (trx) => {
      for (let n = 0; n < 6; n += 1) await queue.add(trx, 'batch-test', { n });
    });
    const rows = await app.db('pgboss.job').where({ name: 'batch-test' }).select('id', 'data');
    for (const row of rows) await waitForState(row.id, row.data.n % 2 === 1 ? 'failed' : 'completed');
    const failed = await app.db('pgboss.job').where({ name: 'batch-test', state: 'failed' }).select('data', 'output');
    expect(failed.map((r) => [r.data.n, r.output.message]).sort()).toEqual([
      [1, 'odd 1'],
      [3, 'odd 3'],
      [5, 'odd 5'],
    ]);
    expect([...batchRuns].sort()).toEqual([0, 1, 2, 3, 4, 5]); // each once
  });

  it('brings a queue created by an earlier version to the definition’s retries and expiry at start', async () => {
    const later = new TaskQueue(app.db, pino({ level: 'silent' }), { work: false });
    later.define({ name: 'flaky-test', retryLimit: 3, retryDelaySeconds: 2, expireInSeconds: 42, run: async () => {} });
    await later.start();
    await later.stop(1000);
    expect(await app.db('pgboss.queue').where({ name: 'flaky-test' }).first('retry_limit', 'expire_seconds')).toEqual({
      retry_limit: 3,
      expire_seconds: 42,
    });
  });

  it('rolls a task back with the transaction that queued it', async () => {
    await expect(
      app.db.transaction(async (trx) => {
        await queue.add(trx, 'flaky-test', { n: 2 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await app.db('pgboss.job').where({ name: 'flaky-test' }).whereRaw("data->>'n' = '2'")).toHaveLength(0);
  });

  it('answers a bad state or id with 400 and keeps the list to admins', async () => {
    expect((await api(app, 'GET', '/admin/tasks?state=lost', { token: admin.token })).status).toBe(400);
    expect((await api(app, 'POST', '/admin/tasks/not-a-uuid/retry', { token: admin.token })).status).toBe(400);
    const customer = await createUser(app, 'user');
    expect((await api(app, 'GET', '/admin/tasks', { token: customer.token })).status).toBe(403);
    expect((await api(app, 'GET', '/admin/tasks')).status).toBe(401);
  });
});
