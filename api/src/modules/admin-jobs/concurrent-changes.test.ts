import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, uploadJob } from '../jobs/job-test-helpers';

jest.setTimeout(60_000);

let app: TestApp;
let customer: FixtureUser;
let translators: FixtureUser[];
let admins: FixtureUser[];
beforeAll(async () => {
  app = await startTestApp();
  customer = await createUser(app, 'user');
  translators = await Promise.all([createUser(app, 'translator'), createUser(app, 'translator')]);
  admins = await Promise.all([createUser(app, 'admin'), createUser(app, 'admin')]);
});
afterAll(() => app.stop());

const assign = (jobId: number, admin: FixtureUser, translator: FixtureUser, version?: number, reassign?: boolean) =>
  api(app, 'POST', `/admin/job/${jobId}/assign`, {
    token: admin.token,
    body: {
      translator_id: translator.id,
      price: 500,
      delivery_date: daysFromToday(5),
      ...(version === undefined ? {} : { version }),
      ...(reassign === undefined ? {} : { reassign }),
    },
  });

describe('two admins assigning the same job at once', () => {
  it.each([1, 2, 3, 4, 5])('lets exactly one win and answers the other 409 (round %i)', async () => {
    const job = await uploadJob(app, customer);
    const [a, b] = [admins[0] as FixtureUser, admins[1] as FixtureUser];
    const results = await Promise.all([
      assign(job.id, a, translators[0] as FixtureUser, 0),
      assign(job.id, b, translators[1] as FixtureUser, 0),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409);
    expect(loser?.body.code).toBe('jobChangedMeanwhile');
    const winner = results.find((r) => r.status === 200);
    const row = await app.db('jobs').where({ id: job.id }).first('assigned_translator_id', 'status');
    expect(row).toEqual({ assigned_translator_id: winner?.body.assigned_translator_id, status: 'waiting_payment' });
    expect(await app.db('job_audit').where({ job_id: job.id, action: 'assigned' }).count({ n: '*' })).toEqual([
      { n: 1 },
    ]);
  });

  it('refuses a re-assignment made from a stale screen, and accepts one from the current version', async () => {
    const job = await uploadJob(app, customer);
    const first = await assign(job.id, admins[0] as FixtureUser, translators[0] as FixtureUser);
    expect(first.status).toBe(200);
    expect((await assign(job.id, admins[1] as FixtureUser, translators[1] as FixtureUser, 0, true)).status).toBe(409);
    const again = await assign(
      job.id,
      admins[1] as FixtureUser,
      translators[1] as FixtureUser,
      first.body.version,
      true,
    );
    expect(again.status).toBe(200);
    expect(again.body.assigned_translator_id).toBe((translators[1] as FixtureUser).id);
  });

  it('refuses to assign someone who is not an approved translator', async () => {
    const job = await uploadJob(app, customer);
    const pending = await createUser(app, 'translator', { translatorStatus: 'pending' });
    for (const who of [pending, customer]) {
      const res = await assign(job.id, admins[0] as FixtureUser, who);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('translatorNotApproved');
    }
  });
});

describe('an offer racing an assignment', () => {
  it.each([1, 2, 3, 4, 5])(
    'ends consistent: the offer is either refused or recorded before the job left waiting (round %i)',
    async () => {
      const job = await uploadJob(app, customer);
      const late = translators[1] as FixtureUser;
      const [offer, assigned] = await Promise.all([
        api(app, 'POST', '/translator/offer', {
          token: late.token,
          body: { job_id: job.id, price: 99, delivery_date: daysFromToday(3) },
        }),
        assign(job.id, admins[0] as FixtureUser, translators[0] as FixtureUser),
      ]);
      expect(assigned.status).toBe(200);
      const stored = await app.db('offers').where({ job_id: job.id, translator_id: late.id });
      const audit: { action: string }[] = await app
        .db('job_audit')
        .where({ job_id: job.id })
        .orderBy('id')
        .select('action');
      if (offer.status === 201) {
        expect(stored).toHaveLength(1);
        expect(audit.map((a) => a.action)).toEqual(['created', 'offer', 'assigned']);
      } else {
        expect(offer.status).toBe(409);
        expect(offer.body.code).toBe('jobNotOpenForOffers');
        expect(stored).toHaveLength(0);
        expect(audit.map((a) => a.action)).toEqual(['created', 'assigned']);
      }
    },
  );
});
