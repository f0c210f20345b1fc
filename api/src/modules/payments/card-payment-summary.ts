import type { Knex } from 'knex';
import type { CardPaymentSummaryDto } from 'shared-ui/contracts';
import { CardPayment } from '../../db/models/payment';

/** The job's card payment as the admin's job detail shows it (paid, refunded, what may still go back); or null. */
export async function cardPaymentSummary(db: Knex, jobId: number): Promise<CardPaymentSummaryDto | null> {
  const row = await CardPayment.query(db)
    .where({ job_id: jobId })
    .whereIn('status', ['paid', 'refunded'])
    .orderBy('id', 'desc')
    .first();
  if (!row?.paid_at) return null;
  const left = Number(row.price) - Number(row.refunded_amount);
  return {
    paid: Number(row.price).toFixed(2),
    refunded: Number(row.refunded_amount).toFixed(2),
    refundable: (row.status === 'paid' ? left : 0).toFixed(2),
    paid_at: new Date(row.paid_at).toISOString(),
  };
}
