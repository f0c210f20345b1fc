import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { startIyzicoServer, type IyzicoServer } from '../../testing/iyzico-server';
import { putJobInState, uploadJob } from '../jobs/job-test-helpers';

/** A test app whose card payments go to the in-process iyzico server. */
export async function startAppWithIyzico(): Promise<{ app: TestApp; iyzico: IyzicoServer }> {
  const iyzico = await startIyzicoServer();
  const app = await startTestApp({
    IYZICO_API_KEY: iyzico.apiKey,
    IYZICO_SECRET_KEY: iyzico.secretKey,
    IYZICO_BASE_URL: iyzico.url,
  });
  return { app, iyzico };
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

/** Starts the card payment and answers the checkout form's token. */
export async function startCardPayment(app: TestApp, customer: FixtureUser, jobId: number): Promise<string> {
  const res = await api(app, 'POST', `/user/job/${jobId}/card-payment`, {
    token: customer.token,
    body: { billing: individualBilling },
  });
  if (res.status !== 200) throw new Error(`card payment not started: ${res.status} ${JSON.stringify(res.body)}`);
  return new URL(res.body.payment_page_url).pathname.split('/').pop() ?? '';
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
