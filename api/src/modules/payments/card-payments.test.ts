import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import type { IyzicoServer } from '../../testing/iyzico-server';
import { daysFromToday, download } from '../jobs/job-test-helpers';
import {
  individualBilling,
  jobAwaitingPayment,
  keptLogs,
  pay,
  postCallback,
  startAppWithIyzico,
  startCardPayment,
} from './payment-test-helpers';

/** Card payment through iyzico's Checkout Form against the in-process iyzico server (testing/iyzico-server.ts). */
jest.setTimeout(180_000);

let app: TestApp;
let iyzico: IyzicoServer;
let customer: FixtureUser;
let other: FixtureUser;
let translator: FixtureUser;
let admin: FixtureUser;
const logs = keptLogs();

beforeAll(async () => {
  ({ app, iyzico } = await startAppWithIyzico(logs.logger));
  customer = await createUser(app, 'user');
  other = await createUser(app, 'user');
  translator = await createUser(app, 'translator');
  admin = await createUser(app, 'admin');
});
afterAll(async () => {
  await app.stop();
  await iyzico.stop();
});

const jobRow = (id: number) => app.db('jobs').where({ id }).first();
const auditOf = (id: number, action: string) => app.db('job_audit').where({ job_id: id, action });
const receiptsOf = (id: number) => app.db('receipts').where({ job_id: id });

describe('card payment', () => {
  it('offers the card when iyzico keys are configured', async () => {
    const res = await api(app, 'GET', '/public/payment-options');
    expect(res.body).toEqual({ card: true });
  });

  it('pays the job on a verified success: in progress, audited, receipt issued, landing says paid', async () => {
    const jobId = await jobAwaitingPayment(app, customer, translator);
    const { landing } = await pay(app, iyzico, customer, jobId);
    expect(landing.status).toBe(303);
    expect(landing.location).toBe(`${app.url}/panel/user/jobs/${jobId}?payment=paid`);
    const job = await jobRow(jobId);
    expect(job).toMatchObject({ status: 'in_progress', is_paid: true });
    expect(await auditOf(jobId, 'paid_by_card')).toHaveLength(1);
    expect(await receiptsOf(jobId)).toHaveLength(1);
    expect(iyzico.refusedSignatures).toBe(0);
  });

  it('leaves the job unchanged when the card is declined', async () => {
    const jobId = await jobAwaitingPayment(app, customer, translator);
    const { landing } = await pay(app, iyzico, customer, jobId, 'failure');
    expect(landing.location).toContain('payment=failed');
    expect(await jobRow(jobId)).toMatchObject({ status: 'waiting_payment', is_paid: false });
    expect(await receiptsOf(jobId)).toHaveLength(0);
  });

  it('refuses and records a payment whose paid amount differs from the job price', async () => {
    const jobId = await jobAwaitingPayment(app, customer, translator, 900);
    const token = await startCardPayment(app, customer, jobId);
    iyzico.tamper(token, { paidPrice: '1.0' });
    const back = await iyzico.complete(token, 'success');
    const landing = await postCallback(back.callbackUrl, back.token);
    expect(landing.location).toContain('payment=refused');
    expect(await jobRow(jobId)).toMatchObject({ status: 'waiting_payment', is_paid: false });
    const [row] = await app.db('card_payments').where({ token });
    expect(row.status).toBe('failed');
    expect(row.failure).toMatch(/^mismatch: amount/);
    expect(logs.entries).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'card payment refused: mismatch',
        jobId,
        paymentId: row.id,
        mismatch: expect.stringMatching(/^amount 100\//),
      }),
    );
  });

  it('refuses a payment opened at a price the office has changed since, leaving the job at its new price', async () => {
    const jobId = await jobAwaitingPayment(app, customer, translator, 1200);
    const token = await startCardPayment(app, customer, jobId);
    const { version } = await jobRow(jobId);
    const reassigned = await api(app, 'POST', `/admin/job/${jobId}/assign`, {
      token: admin.token,
      body: { translator_id: translator.id, price: 1500, delivery_date: daysFromToday(5), reassign: true, version },
    });
    expect(reassigned.status).toBe(200);
    const back = await iyzico.complete(token, 'success');
    expect((await postCallback(back.callbackUrl, back.token)).location).toContain('payment=refused');
    expect(await jobRow(jobId)).toMatchObject({ status: 'waiting_payment', is_paid: false, admin_price: '1500.00' });
    expect(await receiptsOf(jobId)).toHaveLength(0);
    const [row] = await app.db('card_payments').where({ token });
    expect(row).toMatchObject({ status: 'failed', failure: 'mismatch: job price 1500.00 ≠ 1200.00' });
    expect(logs.entries).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'card payment refused: mismatch', jobId, paymentId: row.id }),
    );
  });

  it('refuses a payment in another currency or for another basket', async () => {
    for (const change of [{ currency: 'USD' }, { basketId: 'JOB-999999' }]) {
      const jobId = await jobAwaitingPayment(app, customer, translator);
      const token = await startCardPayment(app, customer, jobId);
      iyzico.tamper(token, change);
      const back = await iyzico.complete(token, 'success');
      expect((await postCallback(back.callbackUrl, back.token)).location).toContain('payment=refused');
      expect(await jobRow(jobId)).toMatchObject({ is_paid: false });
    }
  });

  it('leaves the job as it was when the customer leaves the 3-D Secure page, and a later attempt pays', async () => {
    const jobId = await jobAwaitingPayment(app, customer, translator);
    const abandoned = await startCardPayment(app, customer, jobId);
    expect(await jobRow(jobId)).toMatchObject({ status: 'waiting_payment', is_paid: false });
    expect(await receiptsOf(jobId)).toHaveLength(0);
    // the abandoned form's token, posted later (a back button, a stale tab): iyzico says it was not paid
    const stale = await postCallback(`${app.url}/api/payments/iyzico/callback`, abandoned);
    expect(stale.location).toContain('payment=failed');
    expect(await jobRow(jobId)).toMatchObject({ status: 'waiting_payment', is_paid: false });
    const { landing } = await pay(app, iyzico, customer, jobId);
    expect(landing.location).toContain('payment=paid');
    expect(await jobRow(jobId)).toMatchObject({ status: 'in_progress', is_paid: true });
    expect(await receiptsOf(jobId)).toHaveLength(1);
  });

  it('pays once when the callback is delivered twice', async () => {
    const jobId = await jobAwaitingPayment(app, customer, translator);
    const { token, callbackUrl } = await pay(app, iyzico, customer, jobId);
    const again = await postCallback(callbackUrl, token);
    expect(again.location).toContain('payment=paid');
    expect(await auditOf(jobId, 'paid_by_card')).toHaveLength(1);
    expect(await receiptsOf(jobId)).toHaveLength(1);
  });

  it('pays once when callbacks arrive concurrently', async () => {
    const jobId = await jobAwaitingPayment(app, customer, translator);
    const token = await startCardPayment(app, customer, jobId);
    const back = await iyzico.complete(token, 'success');
    const landings = await Promise.all(Array.from({ length: 6 }, () => postCallback(back.callbackUrl, back.token)));
    expect(landings.every((l) => l.location.includes('payment=paid'))).toBe(true);
    expect(await auditOf(jobId, 'paid_by_card')).toHaveLength(1);
    expect(await receiptsOf(jobId)).toHaveLength(1);
    expect(await app.db('card_payments').where({ job_id: jobId, status: 'paid' })).toHaveLength(1);
  });

  it('sends an unknown token to the panel with a failure, changing nothing', async () => {
    const landing = await postCallback(`${app.url}/api/payments/iyzico/callback`, 'not-a-token');
    expect(landing.status).toBe(303);
    expect(landing.location).toBe(`${app.url}/panel/user?payment=failed`);
  });

  it("answers 403 for another customer's job and 409 for a job not awaiting payment", async () => {
    const jobId = await jobAwaitingPayment(app, customer, translator);
    const body = { billing: individualBilling };
    expect((await api(app, 'POST', `/user/job/${jobId}/card-payment`, { token: other.token, body })).status).toBe(403);
    await app.db('jobs').where({ id: jobId }).update({ status: 'in_progress', is_paid: true });
    const res = await api(app, 'POST', `/user/job/${jobId}/card-payment`, { token: customer.token, body });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('jobNotPayable');
  });

  it('asks for billing details once, refuses a wrong T.C. kimlik no in the language asked, then keeps them', async () => {
    const fresh = await createUser(app, 'user');
    const jobId = await jobAwaitingPayment(app, fresh, translator);
    const none = await api(app, 'POST', `/user/job/${jobId}/card-payment`, { token: fresh.token, body: {} });
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('billingDetailsRequired');
    const wrong = await api(app, 'POST', `/user/job/${jobId}/card-payment`, {
      token: fresh.token,
      lang: 'en',
      body: { billing: { ...individualBilling, tckn: '10000000147' } },
    });
    expect(wrong.status).toBe(400);
    expect(Object.values(wrong.body.fields)).toContain('Please enter a valid Turkish ID number.');
    const saved = await api(app, 'PUT', '/user/billing-details', { token: fresh.token, body: individualBilling });
    expect(saved.status).toBe(200);
    const started = await api(app, 'POST', `/user/job/${jobId}/card-payment`, { token: fresh.token, body: {} });
    expect(started.status).toBe(200);
    expect((await api(app, 'GET', '/user/billing-details', { token: fresh.token })).body.billing).toMatchObject({
      kind: 'individual',
      tckn: '10000000146',
    });
  });
});

describe('receipts', () => {
  it('answers 404 before the job is paid, then the PDF to its owner and the admin, 403 to anyone else', async () => {
    const jobId = await jobAwaitingPayment(app, customer, translator);
    expect((await download(app, `/api/user/job/${jobId}/receipt`, customer.token)).status).toBe(404);
    expect((await download(app, `/api/admin/job/${jobId}/receipt`, admin.token)).status).toBe(404);
    await pay(app, iyzico, customer, jobId);
    const own = await download(app, `/api/user/job/${jobId}/receipt`, customer.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(app, `/api/admin/job/${jobId}/receipt`, admin.token)).status).toBe(200);
    expect((await download(app, `/api/user/job/${jobId}/receipt`, other.token)).status).toBe(403);
  });

  it('issues a receipt when the admin marks a bank transfer paid, numbered right after the last one', async () => {
    const jobId = await jobAwaitingPayment(app, customer, translator, 600);
    const before = await app.db('receipts').max({ n: 'number' }).first();
    const res = await api(app, 'PUT', `/admin/job/${jobId}/mark-paid`, { token: admin.token });
    expect(res.status).toBe(200);
    const [receipt] = await receiptsOf(jobId);
    expect(receipt).toMatchObject({ method: 'bank_transfer', number: Number(before?.n ?? 0) + 1, total: '600.00' });
    expect(receipt.vat).toBe('100.00');
  });
});

describe('refund', () => {
  it('refuses while the job is still assigned, then refunds in part and in full after the office cancels', async () => {
    const jobId = await jobAwaitingPayment(app, customer, translator, 1000);
    await pay(app, iyzico, customer, jobId);
    const early = await api(app, 'POST', `/admin/job/${jobId}/refund`, { token: admin.token, body: { amount: 100 } });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('jobNotRefundable');

    expect((await api(app, 'PUT', `/admin/job/${jobId}/cancel`, { token: admin.token })).status).toBe(200);
    const tooMuch = await api(app, 'POST', `/admin/job/${jobId}/refund`, {
      token: admin.token,
      body: { amount: 1001 },
    });
    expect(tooMuch.status).toBe(400);
    const part = await api(app, 'POST', `/admin/job/${jobId}/refund`, { token: admin.token, body: { amount: 250.5 } });
    expect(part.status).toBe(200);
    expect(await jobRow(jobId)).toMatchObject({ is_paid: true });
    const summary = await api(app, 'GET', `/admin/job/${jobId}/card-payment`, { token: admin.token });
    expect(summary.body.card_payment).toMatchObject({ paid: '1000.00', refunded: '250.50', refundable: '749.50' });

    const rest = await api(app, 'POST', `/admin/job/${jobId}/refund`, { token: admin.token, body: {} });
    expect(rest.status).toBe(200);
    expect(await jobRow(jobId)).toMatchObject({ status: 'waiting', is_paid: false });
    expect(iyzico.refunds.slice(-2).map((r) => r.price)).toEqual(['250.5', '749.5']);
    expect(await auditOf(jobId, 'refunded')).toHaveLength(2);
    // the office's audit view has both refunds, with what was paid and refunded before and after each
    const rows = await app.db('admin_audit').where({ job_id: jobId, action: 'refunded' }).orderBy('id');
    expect(rows.map((r) => [r.kind, r.actor_id, r.before, r.after])).toEqual([
      ['payments', admin.id, { paid: true, refunded: 0 }, { paid: true, refunded: 250.5 }],
      ['payments', admin.id, { paid: true, refunded: 250.5 }, { paid: false, refunded: 1000 }],
    ]);
  });
});
