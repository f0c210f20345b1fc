import { jobCode } from 'shared-ui/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpInbox, type ReceivedMail } from '../../testing/smtp-inbox';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, putJobInState, uploadJob } from '../jobs/job-test-helpers';

/**
 * Many admins pressing "assign" on the same job at once. Exactly one wins, every other answers
 * 409 (with or without the version its screen saw), and only the winner's translator is mailed.
 */
jest.setTimeout(240_000);

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let app: TestApp;
let admin: FixtureUser;
let customer: FixtureUser;
let translators: FixtureUser[];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({ SMTP_URL: inbox.url });
  admin = await createUser(app, 'admin');
  customer = await createUser(app, 'user');
  translators = [];
  for (let i = 0; i < 5; i += 1) translators.push(await createUser(app, 'translator'));
});
afterAll(async () => {
  await app.stop();
  await inbox.stop();
});

const CONCURRENT = 50;
const JOBS = 20;
/** Jobs raced at the same time: 4 × 50 requests in flight keeps the pool busy without timing anything. */
const JOBS_AT_ONCE = 4;

const text = (mail: ReceivedMail) => Buffer.from(mail.text, 'latin1').toString('utf8');
const mailsSaying = (phrase: string) => inbox.mails.filter((m) => text(m).includes(phrase));
const translatorAt = (i: number) => translators[i % translators.length] as FixtureUser;

/**
 * Until no mail task that is due waits or runs: mails leave through the queue, after the request has answered, and
 * any extra (wrong) one would be sent before counting. Other tasks (the uploads' previews) and mails due later are
 * not waited for: the new-job alerts wait out their grouping window (JOB_ALERT_GROUP_SECONDS), and counting them
 * made every call wait out the 60 s deadline.
 */
async function queueIdle(): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [row] = await app
      .db('pgboss.job')
      .where({ name: 'mail' })
      .whereIn('state', ['created', 'retry', 'active'])
      .where('start_after', '<=', app.db.fn.now())
      .count({ n: '*' });
    if (Number(row?.n ?? 0) === 0 || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 200));
}

/** The mails received so far, once every queued mail is out. */
async function mailCount(): Promise<number> {
  await queueIdle();
  return inbox.mails.length;
}

async function settle(expected: number): Promise<void> {
  await queueIdle();
  // A loaded machine may need a while (a passing run never waits this long).
  const deadline = Date.now() + 60_000;
  while (inbox.mails.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 500));
}

const assign = (jobId: number, i: number, extra: Record<string, unknown> = {}) =>
  api(app, 'POST', `/admin/job/${jobId}/assign`, {
    token: admin.token,
    body: { translator_id: translatorAt(i).id, price: 300 + i, delivery_date: daysFromToday(4), ...extra },
  });

async function inBatches<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  for (let at = 0; at < items.length; at += JOBS_AT_ONCE)
    await Promise.all(items.slice(at, at + JOBS_AT_ONCE).map(run));
}

async function raceAssigns(withVersion: boolean): Promise<void> {
  const jobs: number[] = [];
  for (let j = 0; j < JOBS; j += 1) jobs.push((await uploadJob(app, customer)).id);
  const mailsBefore = await mailCount();
  const winners = new Map<number, number>();
  await inBatches(jobs, async (jobId) => {
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => assign(jobId, i, withVersion ? { version: 0 } : {})),
    );
    const won = answers.flatMap((res, i) => (res.status === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    const refused = answers.filter((res) => res.status === 409);
    expect(refused).toHaveLength(CONCURRENT - 1);
    for (const res of refused) expect(['jobNotAssignable', 'jobChangedMeanwhile']).toContain(res.body.code);
    winners.set(jobId, won[0] as number);
  });

  // One price mail to the customer and one "assigned to you" to the winning translator per job, nothing else.
  await settle(mailsBefore + 2 * JOBS);
  expect(inbox.mails.length - mailsBefore).toBe(2 * JOBS);
  for (const jobId of jobs) {
    const winner = translatorAt(winners.get(jobId) as number);
    const row = await app.db('jobs').where({ id: jobId }).first('assigned_translator_id', 'status');
    expect(row).toEqual({ assigned_translator_id: winner.id, status: 'waiting_payment' });
    const assignedMails = mailsSaying(`${jobCode(jobId)} numaralı iş size atandı`);
    expect(assignedMails.map((m) => m.to)).toEqual([[winner.email.toLowerCase()]]);
    expect(mailsSaying(`${jobCode(jobId)} numaralı işinizin fiyatı`)).toHaveLength(1);
    const audit = await app.db('job_audit').where({ job_id: jobId, action: 'assigned' }).count({ n: '*' });
    expect(Number(audit[0]?.n)).toBe(1);
  }
}

describe(`${CONCURRENT} concurrent assigns of each of ${JOBS} jobs`, () => {
  it('have exactly one winner per job without a version, the others 409, and only the winner is mailed', () =>
    raceAssigns(false));

  it('have exactly one winner per job with the version the screens saw, the others 409', () => raceAssigns(true));
});

describe('re-assignment', () => {
  it('is refused as a plain assign once the job has a translator, with or without the version', async () => {
    const { id } = await uploadJob(app, customer);
    const first = await assign(id, 0);
    expect(first.status).toBe(200);
    for (const extra of [{}, { version: first.body.version }]) {
      const again = await assign(id, 1, extra);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('jobNotAssignable');
    }
  });

  it('needs the version the admin saw', async () => {
    const { id } = await uploadJob(app, customer);
    expect((await assign(id, 0)).status).toBe(200);
    const res = await assign(id, 1, { reassign: true });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('version');
  });

  it('gives the job to the new translator and mails the one who lost it; concurrent re-assignments have one winner', async () => {
    const { id } = await uploadJob(app, customer);
    const first = await assign(id, 0);
    const mailsBefore = await mailCount();
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        assign(id, 1 + (i % 4), { reassign: true, version: first.body.version }),
      ),
    );
    const won = answers.flatMap((res, i) => (res.status === 200 ? [1 + (i % 4)] : []));
    expect(won).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(CONCURRENT - 1);
    await settle(mailsBefore + 3);
    expect(inbox.mails.length - mailsBefore).toBe(3);
    const lost = mailsSaying(`${jobCode(id)} numaralı iş başka bir tercümana atandı`);
    expect(lost.map((m) => m.to)).toEqual([[translatorAt(0).email.toLowerCase()]]);
    const winner = translatorAt(won[0] as number);
    expect(mailsSaying(`${jobCode(id)} numaralı iş size atandı`).map((m) => m.to)).toEqual([
      [translatorAt(0).email.toLowerCase()],
      [winner.email.toLowerCase()],
    ]);
    const row = await app.db('jobs').where({ id }).first('assigned_translator_id');
    expect(row.assigned_translator_id).toBe(winner.id);
  });
});

describe('concurrent assign, cancel and mark-paid', () => {
  const times = <T>(n: number, call: () => Promise<T>) => Array.from({ length: n }, call);

  it('a waiting job raced by assigns and the customer’s cancels ends with one winner in all', async () => {
    const jobs: number[] = [];
    for (let j = 0; j < JOBS; j += 1) jobs.push((await uploadJob(app, customer)).id);
    const mailsBefore = await mailCount();
    let assignWins = 0;
    await inBatches(jobs, async (jobId) => {
      const cancel = () => api(app, 'PUT', `/user/job/${jobId}/cancel`, { token: customer.token });
      const answers = await Promise.all([...times(25, () => assign(jobId, jobId)), ...times(25, cancel)]);
      expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
      expect(answers.filter((res) => res.status === 409)).toHaveLength(49);
      const row = await app.db('jobs').where({ id: jobId }).first('status');
      const assignWon = answers.slice(0, 25).some((res) => res.status === 200);
      expect(row.status).toBe(assignWon ? 'waiting_payment' : 'cancelled');
      if (assignWon) assignWins += 1;
    });
    await settle(mailsBefore + 2 * assignWins);
    expect(inbox.mails.length - mailsBefore).toBe(2 * assignWins);
  });

  it('50 mark-paids, 50 admin cancels and 50 revisions of one job each have exactly one winner', async () => {
    const paying = (await uploadJob(app, customer)).id;
    const working = (await uploadJob(app, customer)).id;
    const done = (await uploadJob(app, customer)).id;
    const assigned = { assigned_translator_id: translatorAt(0).id, admin_price: 100 };
    await putJobInState(app, paying, 'waiting_payment', assigned);
    await putJobInState(app, working, 'in_progress', { ...assigned, is_paid: true });
    await putJobInState(app, done, 'completed', { ...assigned, is_paid: true });
    const mailsBefore = await mailCount();
    const put = (path: string) => () => api(app, 'PUT', path, { token: admin.token });
    for (const [calls, final] of [
      [times(CONCURRENT, put(`/admin/job/${paying}/mark-paid`)), 'in_progress'],
      [times(CONCURRENT, put(`/admin/job/${working}/cancel`)), 'waiting'],
      [times(CONCURRENT, put(`/admin/job/${done}/revise`)), 'revision_requested'],
    ] as const) {
      const answers = await Promise.all(calls);
      expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
      expect(answers.filter((res) => res.status === 409)).toHaveLength(CONCURRENT - 1);
      expect(answers.find((res) => res.status === 200)?.body.status).toBe(final);
    }
    // Each winner mails once: the confirmed payment (the customer, and the translator to start), the cancelled
    // assignment (the translator), the revision (the translator and the customer).
    await settle(mailsBefore + 5);
    expect(inbox.mails.length - mailsBefore).toBe(5);
    const subjects = inbox.mails
      .slice(mailsBefore)
      .map(
        (m) =>
          text(m)
            .split('\n')
            .find((line) => line.startsWith('Subject')) ?? '',
      )
      .sort();
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`${jobCode(paying)}:_ödemeniz_onayland`),
        expect.stringContaining(`${jobCode(paying)}:_ödeme_onayland`),
        expect.stringContaining(`${jobCode(working)}_ataması_iptal_edildi`),
        expect.stringContaining(`${jobCode(done)}:_revizyon_başlad`),
        expect.stringContaining(`${jobCode(done)}_için_revizyon_istendi`),
      ]),
    );
  });

  it('mark-paid racing an admin cancel on a job awaiting payment leaves a state the audit explains', async () => {
    const { id } = await uploadJob(app, customer);
    await putJobInState(app, id, 'waiting_payment', { assigned_translator_id: translatorAt(0).id, admin_price: 100 });
    const put = (path: string) => api(app, 'PUT', path, { token: admin.token });
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => put(`/admin/job/${id}/${i % 2 ? 'cancel' : 'mark-paid'}`)),
    );
    const paid = answers.filter((res, i) => i % 2 === 0 && res.status === 200).length;
    const cancelled = answers.filter((res, i) => i % 2 === 1 && res.status === 200).length;
    expect(cancelled).toBe(1);
    expect(paid).toBeLessThanOrEqual(1);
    const audit: { action: string }[] = await app.db('job_audit').where({ job_id: id }).orderBy('id').select('action');
    // Paid first and then cancelled (both allowed in that order), or cancelled first and the payment refused.
    expect(audit.map((a) => a.action)).toEqual(
      paid ? ['created', 'marked_paid', 'cancelled_by_admin'] : ['created', 'cancelled_by_admin'],
    );
  });
});
