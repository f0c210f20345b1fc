import { createCanvas } from '@napi-rs/canvas';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, download, putJobInState, uploadForm } from '../jobs/job-test-helpers';
import type { ReceiptContent } from './receipt-content';

/**
 * A receipt's KDV comes from the price list in force when the job is paid, and its lines from the estimate kept
 * with the job (receipt-lines.ts), scaled to the office's final price; what it says is frozen when it is issued.
 */
jest.setTimeout(120_000);

let app: TestApp;
let customer: FixtureUser;
let translator: FixtureUser;
let admin: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  [customer, translator, admin] = await Promise.all([
    createUser(app, 'user'),
    createUser(app, 'translator'),
    createUser(app, 'admin'),
  ]);
});
afterAll(async () => {
  await app.stop();
});

const photo = async () => ({ bytes: await createCanvas(600, 800).encode('png'), name: 'tapu.png' });
const receiptOf = async (jobId: number) => {
  const row = await app.db('receipts').where({ job_id: jobId }).first();
  return row as { vat_rate: string; vat: string; total: string; content: ReceiptContent };
};

/** Orders `fields`, prices the job at `price` as the office would, and marks the bank transfer paid. */
async function paidJob(fields: Record<string, string>, file: { bytes: Buffer; name: string } | null, price: string) {
  const res = await api(app, 'POST', '/user/upload', {
    token: customer.token,
    form: uploadForm(fields, file ?? undefined),
  });
  expect(res.status).toBe(201);
  const jobId = res.body.id as number;
  await putJobInState(app, jobId, 'waiting_payment', { admin_price: price, assigned_translator_id: translator.id });
  expect((await api(app, 'PUT', `/admin/job/${jobId}/mark-paid`, { token: admin.token })).status).toBe(200);
  return jobId;
}

async function setVatPercent(percent: number) {
  const list = await api(app, 'GET', '/admin/price-list', { token: admin.token });
  const res = await api(app, 'PUT', '/admin/price-list/rules', {
    token: admin.token,
    body: { ...list.body.rules, vat_percent: percent },
  });
  expect(res.status).toBe(200);
}

let estimated: number;
let estimatedReceipt: ReceiptContent;

it('keeps the page count the customer gave for a scan with the job’s estimate', async () => {
  // a photo's pages cannot be counted: 4 pages × 300 ₺, sworn +20 %, due tomorrow +100 %
  estimated = await paidJob(
    { with_estimate: 'true', page_count: '4', delivery_date: daysFromToday(1), translation_type: 'sworn' },
    await photo(),
    '3000.00',
  );
  const res = await api(app, 'GET', `/admin/job/${estimated}/estimate`, { token: admin.token });
  expect(res.body.estimate).toMatchObject({ pages: 4, words: null, pages_from: 'customer', total: 3168 });
});

it('splits the final price into the estimate’s lines with the list’s KDV, adding up exactly', async () => {
  const row = await receiptOf(estimated);
  estimatedReceipt = row.content;
  // 3000 ₺ with 20 % KDV: 2500 ₺ net, split 1200 : 240 : 1200 as the estimate priced it
  expect(row.content.lines.map((l) => [l.label_tr, l.kurus])).toEqual([
    [expect.stringMatching(/^Çeviri hizmeti, JOB-\d+, Türkçe → İngilizce$/), 113_637],
    ['Yeminli tercüme farkı', 22_727],
    ['Acil teslim (1 gün içinde)', 113_636],
  ]);
  expect(row.content).toMatchObject({ net_kurus: 250_000, vat_kurus: 50_000, total_kurus: 300_000, vat_bp: 2000 });
  expect(row).toMatchObject({ vat_rate: '20.00', vat: '500.00', total: '3000.00' });
});

it('takes the KDV rate in force at the payment, and leaves receipts already issued as they were', async () => {
  await setVatPercent(18.5);
  try {
    const later = await paidJob({}, null, '1000.00');
    const row = await receiptOf(later);
    // without an estimate the job is one line; 1000 ₺ / 1.185 = 843.88 ₺ net
    expect(row.content.lines).toEqual([
      expect.objectContaining({ label_en: expect.stringMatching(/^Sworn translation, JOB-\d+/), kurus: 84_388 }),
    ]);
    expect(row.content).toMatchObject({ net_kurus: 84_388, vat_kurus: 15_612, vat_rate: 18.5, vat_bp: 1850 });
    expect(row.vat_rate).toBe('18.50');

    expect((await receiptOf(estimated)).content).toEqual(estimatedReceipt);
    const pdf = await download(app, `/api/admin/job/${estimated}/receipt`, admin.token);
    expect(pdf.status).toBe(200);
  } finally {
    await setVatPercent(20);
  }
});
