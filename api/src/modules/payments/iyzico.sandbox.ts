import { chromium, type Browser, type Page } from 'playwright-core';
import { loadEnv } from '../../config/env';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { daysFromToday } from '../jobs/job-test-helpers';
import {
  jobPricedByOffice,
  keptLogs,
  openCardPayment,
  paymentRecords,
  postCallback,
  startAppWithIyzicoAt,
} from './payment-test-helpers';

/**
 * The card payment flow of card-payments.test.ts against iyzico's real sandbox (npm run test:payments:sandbox, not
 * part of npm test): the app's own routes open the checkout form, Chromium fills iyzico's hosted page with iyzico's
 * sandbox test cards and its 3-D Secure step, and the browser posts back to the app's callback on 127.0.0.1 (a
 * browser redirect, so a local callback is reached). Without IYZICO_API_KEY and IYZICO_SECRET_KEY (sandbox keys,
 * "sandbox-…") there is nothing to call, and the run says so.
 */
const env = loadEnv();
const keys = Boolean(env.IYZICO_API_KEY && env.IYZICO_SECRET_KEY);
const sandbox = keys ? describe : describe.skip;
if (!keys) console.warn('test:payments:sandbox: IYZICO_API_KEY and IYZICO_SECRET_KEY are not set; nothing was sent.');

/** Always the sandbox, whatever IYZICO_BASE_URL says: this suite pays with test cards and refunds. */
const sandboxUrl = 'https://sandbox-api.iyzipay.com';

/**
 * iyzico's published sandbox test cards (docs.iyzico.com "Test Kartları", the README of iyzico/iyzipay-node):
 * the Halkbank Mastercard approves, the "Not sufficient funds" card is declined. The sandbox takes any future
 * expiry and any CVC in the right format.
 */
const cards = {
  success: { number: '5528790000000008', holder: 'John Doe', expiry: '12/30', cvc: '123' },
  declined: { number: '4111111111111129', holder: 'John Doe', expiry: '12/30', cvc: '123' },
} as const;

/**
 * The sandbox's 3-D Secure page shows the code to type in parentheses; when it does not, the fixed sandbox code
 * that integrators report (123456) is tried. Neither is in iyzico's own documentation.
 */
const fallback3dsCode = '123456';

jest.setTimeout(300_000);

let app: TestApp;
let browser: Browser;
let customer: FixtureUser;
let translator: FixtureUser;
let admin: FixtureUser;
const logs = keptLogs();

const records = () => paymentRecords(app);
const jobRow = (id: number) => records().job(id);
const auditOf = (id: number, action: string) => records().audit(id, action);
const receiptsOf = (id: number) => records().receipts(id);
const lastPaymentOf = (jobId: number) => records().lastCardPayment(jobId);
const callbackUrl = () => `${app.url}/api/payments/iyzico/callback`;

sandbox('card payment against iyzico sandbox', () => {
  beforeAll(async () => {
    app = await startAppWithIyzicoAt(
      { apiKey: env.IYZICO_API_KEY as string, secretKey: env.IYZICO_SECRET_KEY as string, url: sandboxUrl },
      logs.logger,
    );
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    customer = await createUser(app, 'user');
    translator = await createUser(app, 'translator');
    admin = await createUser(app, 'admin');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('pays the job on the success card: in progress, audited, one receipt; a replayed callback pays nothing more', async () => {
    const jobId = await jobPricedByOffice(app, customer, translator, admin, 100);
    const landing = await payInBrowser(await openCardPayment(app, customer, jobId), cards.success, jobId);
    expect(landing).toBe(`${app.url}/panel/user/jobs/${jobId}?payment=paid`);
    expect(await jobRow(jobId)).toMatchObject({ status: 'in_progress', is_paid: true });
    expect(await auditOf(jobId, 'paid_by_card')).toHaveLength(1);
    expect(await receiptsOf(jobId)).toHaveLength(1);

    const { token } = await lastPaymentOf(jobId);
    const again = await postCallback(callbackUrl(), token);
    expect(again.location).toContain('payment=paid');
    expect(await auditOf(jobId, 'paid_by_card')).toHaveLength(1);
    expect(await receiptsOf(jobId)).toHaveLength(1);
    expect(await records().paidCardPayments(jobId)).toHaveLength(1);
  });

  it('leaves the job as it was when the card is declined', async () => {
    const jobId = await jobPricedByOffice(app, customer, translator, admin, 100);
    const landing = await payInBrowser(await openCardPayment(app, customer, jobId), cards.declined, jobId);
    expect(landing).toBe(`${app.url}/panel/user/jobs/${jobId}?payment=failed`);
    expect(await jobRow(jobId)).toMatchObject({ status: 'waiting_payment', is_paid: false });
    expect(await receiptsOf(jobId)).toHaveLength(0);
    expect(await lastPaymentOf(jobId)).toMatchObject({ status: 'failed' });
  });

  it('refuses a payment whose amount no longer matches the job price (the office changed it meanwhile)', async () => {
    // iyzico's answer cannot be altered in the sandbox: the amount it took differs from the job's price because the
    // office reassigns at a new price while the customer is on iyzico's page. The sandbox charge stays taken.
    const jobId = await jobPricedByOffice(app, customer, translator, admin, 120);
    const page = await openCardPayment(app, customer, jobId);
    const { version } = await jobRow(jobId);
    const reassigned = await api(app, 'POST', `/admin/job/${jobId}/assign`, {
      token: admin.token,
      body: { translator_id: translator.id, price: 150, delivery_date: daysFromToday(5), reassign: true, version },
    });
    expect(reassigned.status).toBe(200);
    const landing = await payInBrowser(page, cards.success, jobId);
    expect(landing).toBe(`${app.url}/panel/user/jobs/${jobId}?payment=refused`);
    expect(await jobRow(jobId)).toMatchObject({ status: 'waiting_payment', is_paid: false, admin_price: '150.00' });
    expect(await receiptsOf(jobId)).toHaveLength(0);
    const row = await lastPaymentOf(jobId);
    expect(row).toMatchObject({ status: 'failed', failure: 'mismatch: job price 150.00 ≠ 120.00' });
    expect(logs.entries).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'card payment refused: mismatch', jobId, paymentId: row.id }),
    );
  });

  it('refunds in part and then the rest through the admin route after the office cancels', async () => {
    const jobId = await jobPricedByOffice(app, customer, translator, admin, 100);
    const landing = await payInBrowser(await openCardPayment(app, customer, jobId), cards.success, jobId);
    expect(landing).toContain('payment=paid');
    const early = await api(app, 'POST', `/admin/job/${jobId}/refund`, { token: admin.token, body: { amount: 10 } });
    expect(early.status).toBe(409);

    expect((await api(app, 'PUT', `/admin/job/${jobId}/cancel`, { token: admin.token })).status).toBe(200);
    const part = await api(app, 'POST', `/admin/job/${jobId}/refund`, { token: admin.token, body: { amount: 25.5 } });
    expect(part.status).toBe(200);
    expect(await jobRow(jobId)).toMatchObject({ is_paid: true });
    const summary = await api(app, 'GET', `/admin/job/${jobId}/card-payment`, { token: admin.token });
    expect(summary.body.card_payment).toMatchObject({ paid: '100.00', refunded: '25.50', refundable: '74.50' });

    const rest = await api(app, 'POST', `/admin/job/${jobId}/refund`, { token: admin.token, body: {} });
    expect(rest.status).toBe(200);
    expect(await jobRow(jobId)).toMatchObject({ status: 'waiting', is_paid: false });
    expect(await auditOf(jobId, 'refunded')).toHaveLength(2);
  });
});

/**
 * Fills iyzico's hosted checkout page with the card, passes its 3-D Secure step and answers the URL the browser
 * lands on after posting back to our callback. A card the sandbox declines may be refused on iyzico's own page
 * without a post-back; the customer then returns to us, which the test does by posting the form's token itself.
 */
async function payInBrowser(
  paymentPageUrl: string,
  card: { number: string; holder: string; expiry: string; cvc: string },
  jobId: number,
): Promise<string> {
  expect(paymentPageUrl).toMatch(/^https:\/\/sandbox-cpp\.iyzipay\.com\b/);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
  const page = await context.newPage();
  try {
    await page.goto(paymentPageUrl);
    await fillCard(page, card);
    const landed = `${app.url}/panel/user/jobs/${jobId}?payment=`;
    const back = page
      .waitForURL((url) => url.href.startsWith(landed), { timeout: 90_000 })
      .then(
        () => true,
        () => false,
      );
    // the sandbox may skip the 3-D Secure step for a card: then the browser is already on its way back
    const threeDs = pass3ds(page).catch(() => undefined);
    if (await Promise.race([back, threeDs.then(() => back)])) return page.url();
    const { token } = await lastPaymentOf(jobId);
    const posted = await postCallback(callbackUrl(), token);
    return posted.location;
  } finally {
    await context.close();
  }
}

/**
 * The card fields of iyzico's hosted checkout page. The selectors are GUESSES — iyzico publishes no markup for
 * this page — so each field is found by its id or name as iyzico's form is believed to name them, else by its
 * Turkish or English label or placeholder.
 */
async function fillCard(page: Page, card: { number: string; holder: string; expiry: string; cvc: string }) {
  const field = (css: string, text: RegExp) =>
    page.locator(css).or(page.getByLabel(text)).or(page.getByPlaceholder(text)).first();
  // a choice between paying with an iyzico account and with a card may come first (a guess too)
  const byCard = page.getByText(/kartla öde|pay with card|banka\/kredi kartı|debit\/credit card/i).first();
  if (await byCard.isVisible({ timeout: 5_000 }).catch(() => false)) await byCard.click();
  await field('#ccname, input[name="cardHolderName"]', /kart üzerindeki isim|ad soyad|name on card|card ?holder/i).fill(
    card.holder,
  );
  await field('#ccnumber, input[name="cardNumber"]', /kart numarası|card number/i).fill(card.number);
  await field('#ccexp, input[name="expireDate"]', /son kullanma|expir/i).fill(card.expiry);
  await field('#cccvc, input[name="cvc"]', /cvc|cvv|güvenlik kodu|security code/i).fill(card.cvc);
  await page
    .locator('button[type="submit"]')
    .or(page.getByRole('button', { name: /öde|pay/i }))
    .first()
    .click();
}

/**
 * The sandbox's 3-D Secure page (a mock bank's SMS step, on its own page or in a frame): types the code and
 * confirms. The selectors are GUESSES, found by the input for a one-time code and a submit or confirm button.
 */
async function pass3ds(page: Page) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !page.isClosed()) {
    for (const frame of page.frames()) {
      const input = frame
        .locator('input[name="smsCode"], input#smsCode, input[autocomplete="one-time-code"], input[type="password"]')
        .first();
      if (!(await input.isVisible().catch(() => false))) continue;
      const shown = /\((\d{4,8})\)/.exec(
        await frame
          .locator('body')
          .innerText()
          .catch(() => ''),
      );
      await input.fill(shown?.[1] ?? fallback3dsCode);
      await frame
        .locator('button[type="submit"], input[type="submit"]')
        .or(frame.getByRole('button', { name: /onayla|gönder|submit|confirm|devam/i }))
        .first()
        .click();
      return;
    }
    await page.waitForTimeout(500);
  }
  throw new Error('no 3-D Secure step appeared');
}
