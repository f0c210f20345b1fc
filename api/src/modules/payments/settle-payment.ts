import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { mailTranslatorStart } from '../job-mails/translator-mails';
import { updateJob } from '../jobs/job-repository';
import type { JobRow } from '../jobs/job-rows';
import type { Step } from 'shared-ui/contracts';
import { mailCustomerJobEvent } from '../job-mails/customer-mails';
import { receiptIssuer } from '../receipts/receipt-issuer';

export interface Settlement {
  actorId: number;
  step: Step;
  method: 'card' | 'bank_transfer';
  cardPaymentId: number | null;
}

/**
 * The spec's mark-paid effects, whoever confirms the payment (the admin for a bank transfer, iyzico's verified
 * answer for a card): the customer and the translator are told, the receipt is numbered, and the job is paid with
 * its audit row — all in the caller's transaction on the locked job row.
 *
 * No row another job's payment needs is held until the transaction ends: the job's update leaves the totals it
 * moves (`status:waiting_payment`, `status:in_progress`) as deltas of its own (migration 0900), and the receipt's
 * number is taken from the year's counter row at the commit (migration 0890), so that row is held for the commit
 * alone.
 */
export async function settlePayment(deps: AppDeps, trx: Knex.Transaction, job: JobRow, s: Settlement): Promise<void> {
  const queued = { ...deps, db: trx };
  await mailCustomerJobEvent(queued, { id: job.id, user_id: job.user_id }, 'paid');
  await mailTranslatorStart(queued, {
    id: job.id,
    translator_id: job.assigned_translator_id,
    delivery_date: job.delivery_date,
  });
  await receiptIssuer(deps).issue(trx, { job, method: s.method, cardPaymentId: s.cardPaymentId });
  await updateJob(trx, job, { actorId: s.actorId, step: s.step, set: { is_paid: true, paid_at: trx.fn.now() } });
}
