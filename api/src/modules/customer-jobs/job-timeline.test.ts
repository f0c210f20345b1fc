import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, uploadJob } from '../jobs/job-test-helpers';

jest.setTimeout(60_000);

let app: TestApp;
let admin: FixtureUser;
beforeAll(async () => {
  app = await startTestApp({ USUAL_QUOTE_HOURS: 6 });
  admin = await createUser(app, 'admin');
});
afterAll(() => app.stop());

describe('GET /user/job/{id}/timeline', () => {
  it('tells the owner the moments of the job in order, with one line for several offers and the quote time', async () => {
    const customer = await createUser(app, 'user');
    const [a, b] = [await createUser(app, 'translator'), await createUser(app, 'translator')];
    const job = await uploadJob(app, customer);
    for (const t of [a, b])
      await api(app, 'POST', '/translator/offer', {
        token: t.token,
        body: { job_id: job.id, price: 500, delivery_date: daysFromToday(5) },
      });
    await api(app, 'POST', `/admin/job/${job.id}/assign`, {
      token: admin.token,
      body: { translator_id: a.id, price: 900, delivery_date: daysFromToday(5) },
    });
    await api(app, 'POST', `/user/pay/${job.id}`, { token: customer.token });
    await api(app, 'PUT', `/admin/job/${job.id}/mark-paid`, { token: admin.token });

    const res = await api(app, 'GET', `/user/job/${job.id}/timeline`, { token: customer.token });
    expect(res.status).toBe(200);
    expect(res.body.usual_quote_hours).toBe(6);
    expect(res.body.entries.map((e: { moment: string }) => e.moment)).toEqual([
      'received',
      'offerArrived',
      'priced',
      'paymentNotified',
      'paymentConfirmed',
    ]);
  });

  it('names no one: the timeline carries no actor, so the translator stays unknown to the customer', async () => {
    const customer = await createUser(app, 'user');
    const job = await uploadJob(app, customer);
    const res = await api(app, 'GET', `/user/job/${job.id}/timeline`, { token: customer.token });
    expect(Object.keys(res.body.entries[0]).sort()).toEqual(['at', 'id', 'moment']);
  });

  it("answers 403 for another customer's job", async () => {
    const owner = await createUser(app, 'user');
    const other = await createUser(app, 'user');
    const job = await uploadJob(app, owner);
    const res = await api(app, 'GET', `/user/job/${job.id}/timeline`, { token: other.token });
    expect(res.status).toBe(403);
  });
});
