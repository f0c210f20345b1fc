import type { Knex } from 'knex';
import type { CardPaymentSummaryDto } from 'shared-ui/contracts';
import { findSettledPaymentOfJob } from './card-payment-repository';

/** The job's card payment as the admin's job detail shows it (paid, refunded, what may still go back); or null. */
export async function cardPaymentSummary(db: Knex, jobId: number): Promise<CardPaymentSummaryDto | null> {
  const row = await findSettledPaymentOfJob(db, jobId);
  if (!row?.paid_at) return null;
  const left = Number(row.price) - Number(row.refunded_amount);
  return {
    paid: Number(row.price).toFixed(2),
    refunded: Number(row.refunded_amount).toFixed(2),
    refundable: (row.status === 'paid' ? left : 0).toFixed(2),
    paid_at: new Date(row.paid_at).toISOString(),
  };
}
