import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { individualBilling, jobAwaitingPayment, postCallback } from './payment-test-helpers';

/**
 * Without IYZICO_API_KEY and IYZICO_SECRET_KEY the site offers no card (gateway-of.ts) and the bank transfer works
 * as the spec has it: the customer's payment notice, then the admin's mark-paid, with its receipt.
 */
jest.setTimeout(60_000);

let app: TestApp;
let customer: FixtureUser;
let translator: FixtureUser;
let admin: FixtureUser;

beforeAll(async () => {
  app = await startTestApp();
  customer = await createUser(app, 'user');
  translator = await createUser(app, 'translator');
  admin = await createUser(app, 'admin');
});
afterAll(() => app.stop());

describe('a site without iyzico keys', () => {
  it('offers no card option', async () => {
    const res = await api(app, 'GET', '/public/payment-options');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ card: false });
  });

  it('refuses a card payment without touching the job, and still takes the bank transfer with its receipt', async () => {
    const jobId = await jobAwaitingPayment(app, customer, translator, 750);
    const card = await api(app, 'POST', `/user/job/${jobId}/card-payment`, {
      token: customer.token,
      body: { billing: individualBilling },
    });
    expect(card.status).toBe(409);
    expect(card.body.code).toBe('cardPaymentsOff');
    expect(await app.db('card_payments').where({ job_id: jobId })).toHaveLength(0);
    expect(await app.db('jobs').where({ id: jobId }).first('status', 'is_paid')).toEqual({
      status: 'waiting_payment',
      is_paid: false,
    });

    expect((await api(app, 'POST', `/user/pay/${jobId}`, { token: customer.token })).status).toBe(200);
    expect((await api(app, 'PUT', `/admin/job/${jobId}/mark-paid`, { token: admin.token })).status).toBe(200);
    expect(await app.db('jobs').where({ id: jobId }).first('status', 'is_paid')).toEqual({
      status: 'in_progress',
      is_paid: true,
    });
    const receipts = await app.db('receipts').where({ job_id: jobId });
    expect(receipts).toMatchObject([{ method: 'bank_transfer', total: '750.00' }]);
  });

  it('sends a callback to the panel with a failure, since no card payment can exist', async () => {
    const landing = await postCallback(`${app.url}/api/payments/iyzico/callback`, 'any-token');
    expect(landing.status).toBe(303);
    expect(landing.location).toBe(`${app.url}/panel/user?payment=failed`);
  });
});
