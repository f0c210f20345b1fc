import { startTestApp, type TestApp } from '../../testing/test-app';
import { formatReceiptNumber, nextReceiptNumber } from './receipt-number-repository';

/** Receipt numbers come from a counter row updated in the payment's transaction (receipt-number-repository.ts). */
jest.setTimeout(120_000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

it('gives concurrent payments consecutive numbers without gaps, and takes back the number of a rollback', async () => {
  const year = 2031;
  const rolledBack = app.db
    .transaction(async (trx) => {
      await nextReceiptNumber(trx, year);
      throw new Error('payment failed after its number was taken');
    })
    .catch(() => null);
  const taken = await Promise.all(
    Array.from({ length: 8 }, () => app.db.transaction((trx) => nextReceiptNumber(trx, year))),
  );
  await rolledBack;
  expect([...taken].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  expect(await app.db.transaction((trx) => nextReceiptNumber(trx, year))).toBe(9);
});

it('numbers each year on its own', async () => {
  expect(await app.db.transaction((trx) => nextReceiptNumber(trx, 2032))).toBe(1);
  expect(formatReceiptNumber(2032, 42)).toBe('2032-000042');
});
