import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { Receipt } from '../../db/models/payment';

export type NewReceipt = Omit<ModelObject<Receipt>, 'id' | 'issued_at' | 'number'>;

/** Inside the payment's transaction (receipt-issuer.ts); numbered as that transaction commits (migration 0890). */
export async function insertReceipt(trx: Knex.Transaction, receipt: NewReceipt): Promise<void> {
  await Receipt.query(trx).insert(receipt);
}

/** The receipt of the job's latest payment. */
export async function findLatestReceipt(db: Knex, jobId: number): Promise<Receipt | undefined> {
  return Receipt.query(db).where({ job_id: jobId }).orderBy('id', 'desc').first();
}

/** The receipts of the account's jobs as the data export lists them (modules/privacy/export-repository.ts). */
export function exportedReceipts(db: Knex, jobIds: number[]) {
  return db('receipts')
    .whereIn('job_id', jobIds)
    .orderBy('id')
    .select('job_id', 'year', 'number', 'method', 'total', 'vat', 'vat_rate', 'content', 'issued_at');
}
