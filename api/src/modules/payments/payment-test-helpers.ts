import pino, { type Logger } from 'pino';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { startIyzicoServer, type IyzicoServer } from '../../testing/iyzico-server';
import { daysFromToday, putJobInState, uploadJob } from '../jobs/job-test-helpers';

/** A test app whose card payments go to the in-process iyzico server. */
export async function startAppWithIyzico(logger?: Logger): Promise<{ app: TestApp; iyzico: IyzicoServer }> {
  const iyzico = await startIyzicoServer();
  const app = await startAppWithIyzicoAt(
    { apiKey: iyzico.apiKey, secretKey: iyzico.secretKey, url: iyzico.url },
    logger,
  );
  return { app, iyzico };
}

/** A test app whose card payments go to the iyzico at `url` with these keys (the local server or iyzico's sandbox). */
export function startAppWithIyzicoAt(
  iyzico: { apiKey: string; secretKey: string; url: string },
  logger?: Logger,
): Promise<TestApp> {
  return startTestApp(
    { IYZICO_API_KEY: iyzico.apiKey, IYZICO_SECRET_KEY: iyzico.secretKey, IYZICO_BASE_URL: iyzico.url },
    logger,
  );
}

/** A logger that keeps its warnings and errors, for tests that expect the API to log what it refused. */
export function keptLogs(): { logger: Logger; entries: { level: number; msg: string; [key: string]: unknown }[] } {
  const entries: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void entries.push(JSON.parse(line)) });
  return { logger, entries };
}

/** A valid T.C. kimlik no (check digits right) for an individual's billing details. */
export const individualBilling = {
  kind: 'individual',
  full_name: 'Ayşe Yılmaz',
  tckn: '10000000146',
  address: 'Moda Cad. 1, Kadıköy, İstanbul',
} as const;

/** A job of the customer, assigned and priced, waiting for its payment. */
export async function jobAwaitingPayment(
  app: TestApp,
  customer: FixtureUser,
  translator: FixtureUser,
  price = 1200,
): Promise<number> {
  const job = await uploadJob(app, customer);
  await putJobInState(app, job.id, 'waiting_payment', { admin_price: price, assigned_translator_id: translator.id });
  return job.id;
}

/** A job uploaded by the customer and assigned by the office at `price` through the admin's route: waiting for payment. */
export async function jobPricedByOffice(
  app: TestApp,
  customer: FixtureUser,
  translator: FixtureUser,
  admin: FixtureUser,
  price: number,
): Promise<number> {
  const job = await uploadJob(app, customer);
  const assigned = await api(app, 'POST', `/admin/job/${job.id}/assign`, {
    token: admin.token,
    body: { translator_id: translator.id, price, delivery_date: daysFromToday(5) },
  });
  if (assigned.status !== 200) throw new Error(`job not assigned: ${assigned.status} ${JSON.stringify(assigned.body)}`);
  return job.id;
}

/** Starts the card payment through the customer's route and answers the payment page iyzico gave for it. */
export async function openCardPayment(app: TestApp, customer: FixtureUser, jobId: number): Promise<string> {
  const res = await api(app, 'POST', `/user/job/${jobId}/card-payment`, {
    token: customer.token,
    body: { billing: individualBilling },
  });
  if (res.status !== 200) throw new Error(`card payment not started: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.payment_page_url;
}

/** Starts the card payment and answers the checkout form's token (the last part of the local server's page path). */
export async function startCardPayment(app: TestApp, customer: FixtureUser, jobId: number): Promise<string> {
  return new URL(await openCardPayment(app, customer, jobId)).pathname.split('/').pop() ?? '';
}

/** The browser's form POST to our callback, as iyzico's page sends it; answers the redirect target. */
export async function postCallback(callbackUrl: string, token: string): Promise<{ status: number; location: string }> {
  const res = await fetch(callbackUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

export async function pay(
  app: TestApp,
  iyzico: IyzicoServer,
  customer: FixtureUser,
  jobId: number,
  outcome: 'success' | 'failure' = 'success',
): Promise<{ token: string; callbackUrl: string; landing: { status: number; location: string } }> {
  const token = await startCardPayment(app, customer, jobId);
  const back = await iyzico.complete(token, outcome);
  return { token, callbackUrl: back.callbackUrl, landing: await postCallback(back.callbackUrl, back.token) };
}

export { createUser };

/** What a payment test reads back: the job, its audit rows, receipts and card payments. */
export function paymentRecords(app: TestApp) {
  return {
    job: (id: number) => app.db('jobs').where({ id }).first(),
    audit: (id: number, action: string) => app.db('job_audit').where({ job_id: id, action }),
    receipts: (id: number) => app.db('receipts').where({ job_id: id }),
    lastCardPayment: (jobId: number) => app.db('card_payments').where({ job_id: jobId }).orderBy('id', 'desc').first(),
    paidCardPayments: (jobId: number) => app.db('card_payments').where({ job_id: jobId, status: 'paid' }),
  };
}
