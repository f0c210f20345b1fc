import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { statementsWhile } from '../../testing/statements';
import { daysFromToday, uploadJob } from './job-test-helpers';

/*
 * The statements the busiest writes send (api/bench/requests.ts's write rows), counted as knex sends them: under
 * load each round trip costs the API and PostgreSQL CPU of their own, and a turn of a busy event loop
 * (docs/measurements/writes.md). The mails they queue go through pg-boss, past knex: the modules' own tests prove
 * those; that no write waits for another job's on the totals, job-counts.test.ts.
 */

let app: TestApp;
let admin: FixtureUser;
let customer: FixtureUser;
let translator: FixtureUser;

/** Every statement knex sends while `run` runs. */
const allStatements = (run: () => Promise<unknown>) => statementsWhile(app, '', run);

beforeAll(async () => {
  // no task worker: a mail or job alert sent meanwhile would add its own statements to a count
  app = await startTestApp({ TASK_WORKER: 'false' });
  admin = await createUser(app, 'admin');
  customer = await createUser(app, 'user');
  translator = await createUser(app, 'translator');
  // each session and the site settings read once: the counts below are the writes', not those kept reads'
  for (const user of [admin, customer, translator]) await api(app, 'GET', '/auth/me', { token: user.token });
  await api(app, 'GET', '/public/site-settings');
});
afterAll(() => app.stop());

const offer = (jobId: number) =>
  api(app, 'POST', '/translator/offer', {
    token: translator.token,
    body: { job_id: jobId, price: 500, delivery_date: daysFromToday(5) },
  });

describe('statements of the busiest writes', () => {
  it('sends five for an offer: begin, the job locked and read, its audit row, the offer, commit', async () => {
    const job = await uploadJob(app, customer);
    let status = 0;
    const sent = await allStatements(async () => {
      status = (await offer(job.id)).status;
    });
    expect(status).toBe(201);
    expect(sent).toBe(5);
  });

  it("sends eight for the office's message: the access check, four in its transaction, then the thread read", async () => {
    const job = await uploadJob(app, customer);
    const form = new FormData();
    form.append('body', 'Teslim tarihi uygun.');
    let status = 0;
    const sent = await allStatements(async () => {
      status = (await api(app, 'POST', `/admin/job/${job.id}/messages`, { token: admin.token, form })).status;
    });
    expect(status).toBe(201);
    // the access check; begin, the message, the customer's mail settings, commit; read marks, messages, files
    expect(sent).toBe(8);
  });

  it('sends nineteen for a mark-paid, none on the receipt counter, the receipt written before the job', async () => {
    const job = await uploadJob(app, customer);
    await offer(job.id);
    const assigned = await api(app, 'POST', `/admin/job/${job.id}/assign`, {
      token: admin.token,
      body: { translator_id: translator.id, delivery_date: daysFromToday(4), price: 750 },
    });
    expect(assigned.status).toBe(200);
    const texts: string[] = [];
    const record = (query: { sql?: string }) => texts.push(query.sql ?? '');
    app.db.on('query', record);
    const paid = await api(app, 'PUT', `/admin/job/${job.id}/mark-paid`, { token: admin.token }).finally(() =>
      app.db.off('query', record),
    );
    expect(paid.status).toBe(200);
    expect(texts).toHaveLength(19);
    const update = texts.findIndex((sql) => /^update "jobs"/.test(sql));
    // the receipt's number is taken from the year's counter at the commit, by a trigger (migration 0890)
    expect(texts.some((sql) => sql.includes('receipt_counters'))).toBe(false);
    expect(texts.slice(0, update).some((sql) => sql.startsWith('insert into "receipts"'))).toBe(true);
  });
});
