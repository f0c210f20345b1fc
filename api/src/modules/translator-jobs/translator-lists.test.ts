import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, putJobInState, uploadJob } from '../jobs/job-test-helpers';

jest.setTimeout(60_000);

let app: TestApp;
let customer: FixtureUser;
let translator: FixtureUser;
let other: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  [customer, translator, other] = await Promise.all([
    createUser(app, 'user'),
    createUser(app, 'translator'),
    createUser(app, 'translator'),
  ]);
});
afterAll(() => app.stop());

describe('the translator panel lists', () => {
  it('lists my offers with the job they are for, and whether I got it', async () => {
    const won = await uploadJob(app, customer);
    const lost = await uploadJob(app, customer);
    for (const job of [won, lost]) {
      await api(app, 'POST', '/translator/offer', {
        token: translator.token,
        body: { job_id: job.id, price: 80, delivery_date: daysFromToday(2) },
      });
    }
    await putJobInState(app, won.id, 'waiting_payment', { assigned_translator_id: translator.id });
    await putJobInState(app, lost.id, 'waiting_payment', { assigned_translator_id: other.id });
    const res = await api(app, 'GET', '/translator/my-offers', { token: translator.token });
    expect(res.body.total).toBe(2);
    const byJob = new Map(res.body.items.map((o: { job_id: number }) => [o.job_id, o]));
    expect(byJob.get(won.id)).toMatchObject({
      price: 80,
      offer_price: 80,
      offer_delivery_date: daysFromToday(2),
      is_assigned_to_me: true,
      job: { status: 'waiting_payment' },
    });
    expect(byJob.get(lost.id)).toMatchObject({ is_assigned_to_me: false });
    expect(JSON.stringify(res.body)).not.toContain(customer.email);
  });

  it('lists only my completed jobs under completed, and not under assigned', async () => {
    const done = await uploadJob(app, customer);
    await putJobInState(app, done.id, 'completed', { assigned_translator_id: translator.id, is_paid: true });
    const completed = await api(app, 'GET', '/translator/completed-jobs', { token: translator.token });
    expect(completed.body.items.map((j: { id: number }) => j.id)).toEqual([done.id]);
    const assigned = await api(app, 'GET', '/translator/assigned-jobs', { token: translator.token });
    expect(assigned.body.items.map((j: { id: number }) => j.id)).not.toContain(done.id);
    expect((await api(app, 'GET', '/translator/completed-jobs', { token: other.token })).body.items).toEqual([]);
  });

  it('refuses an offer with a bad price or a past date', async () => {
    const job = await uploadJob(app, customer);
    for (const body of [
      { job_id: job.id, price: 0, delivery_date: daysFromToday(1) },
      { job_id: job.id, price: 10.555, delivery_date: daysFromToday(1) },
      { job_id: job.id, price: 10, delivery_date: daysFromToday(-1) },
      { job_id: job.id, delivery_date: daysFromToday(1) },
    ]) {
      expect((await api(app, 'POST', '/translator/offer', { token: translator.token, body })).status).toBe(400);
    }
    expect(await app.db('offers').where({ job_id: job.id })).toEqual([]);
  });

  it('answers 404 for an offer on a job that does not exist', async () => {
    expect(
      (
        await api(app, 'POST', '/translator/offer', {
          token: translator.token,
          body: { job_id: 999999, price: 10, delivery_date: daysFromToday(1) },
        })
      ).status,
    ).toBe(404);
  });
});
