import { startTestApp, type TestApp } from '../../testing/test-app';
import { createUser, insertJob } from '../../testing/fixtures';
import { insertReceipt } from './receipt-repository';

/** Receipts are numbered from their year's counter as their payment's transaction commits (migration 0890). */
jest.setTimeout(120_000);

let app: TestApp;
let jobId: number;
beforeAll(async () => {
  app = await startTestApp();
  const [customer, translator] = [await createUser(app, 'user'), await createUser(app, 'translator')];
  jobId = await insertJob(app, customer, translator, { status: 'in_progress' });
});
afterAll(async () => {
  await app.stop();
});

const receipt = (year: number) => ({
  job_id: jobId,
  year,
  method: 'bank_transfer' as const,
  card_payment_id: null,
  total: '100.00',
  vat: '16.67',
  vat_rate: '20.00',
  content: { number: '', total_kurus: 10000 },
});

/** The numbers of a year's receipts and the ones printed in their content, in the order they were written. */
async function numbered(year: number) {
  const rows: { number: number; content: { number: string } }[] = await app
    .db('receipts')
    .where({ year })
    .orderBy('id')
    .select('number', 'content');
  return rows.map((r) => [r.number, r.content.number]);
}

it('numbers concurrent payments one after another without gaps, and a payment rolled back takes no number', async () => {
  const year = 2031;
  const rolledBack = app.db
    .transaction(async (trx) => {
      await insertReceipt(trx, receipt(year));
      throw new Error('payment failed after its receipt was written');
    })
    .catch(() => null);
  await Promise.all(Array.from({ length: 8 }, () => app.db.transaction((trx) => insertReceipt(trx, receipt(year)))));
  await rolledBack;
  const numbers = (await numbered(year)).map(([n]) => n);
  expect([...numbers].sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  await app.db.transaction((trx) => insertReceipt(trx, receipt(year)));
  expect((await numbered(year)).at(-1)).toEqual([9, '2031-000009']);
});

it('prints each number as the year and six digits, more when a year passes 999,999, and numbers each year on its own', async () => {
  await app.db.transaction((trx) => insertReceipt(trx, receipt(2032)));
  expect(await numbered(2032)).toEqual([[1, '2032-000001']]);
  await app.db('receipt_counters').insert({ year: 2033, last_number: 999_999 });
  await app.db.transaction((trx) => insertReceipt(trx, receipt(2033)));
  expect(await numbered(2033)).toEqual([[1_000_000, '2033-1000000']]);
});

// The embedded database has one connection: two transactions cannot be open at once there.
const onServer = Boolean(process.env.DATABASE_URL);
if (onServer)
  it('holds no lock on the counter until the payment commits: a second payment is numbered while the first is open', async () => {
    const year = 2034;
    let release: () => void = () => undefined;
    const open = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = app.db.transaction(async (trx) => {
      await insertReceipt(trx, receipt(year));
      await open;
    });
    // the second commits while the first, its receipt written, is still open: it does not wait for it
    await app.db.transaction((trx) => insertReceipt(trx, receipt(year)));
    expect(await numbered(year)).toEqual([[1, '2034-000001']]);
    release();
    await first;
    expect((await numbered(year)).map(([n]) => n)).toEqual([2, 1]);
  });
