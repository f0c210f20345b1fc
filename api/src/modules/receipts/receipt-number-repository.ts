import type { Knex } from 'knex';

/**
 * The next receipt number of a year, taken from the year's counter row inside the payment's transaction. The row
 * stays locked until that transaction ends, so concurrent payments take consecutive numbers one after the other,
 * and a payment that rolls back gives its number back: the numbering has no gaps.
 */
export async function nextReceiptNumber(trx: Knex.Transaction, year: number): Promise<number> {
  const [row] = await trx('receipt_counters')
    .insert({ year, last_number: 1 })
    .onConflict('year')
    .merge({ last_number: trx.raw('receipt_counters.last_number + 1') })
    .returning('last_number');
  if (!row) throw new Error('receipt counter returned no row');
  return Number(row.last_number);
}

/** 2026-000042: the year, then the number within it. */
export function formatReceiptNumber(year: number, number: number): string {
  return `${year}-${String(number).padStart(6, '0')}`;
}
