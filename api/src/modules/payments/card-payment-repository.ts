import type { Knex } from 'knex';
import { CardPayment, CardRefund } from '../../db/models/payment';

export async function insertStartedPayment(
  db: Knex,
  row: { job_id: number; user_id: number; conversation_id: string; price: string; currency: string },
): Promise<number> {
  return (await CardPayment.query(db).insert(row)).id;
}

export async function setPaymentToken(db: Knex, id: number, token: string): Promise<void> {
  await CardPayment.query(db).where({ id }).patch({ token });
}

export async function findPaymentByToken(db: Knex, token: string): Promise<CardPayment | undefined> {
  return CardPayment.query(db).where({ token }).first();
}

/** The row under lock: a second callback waits here until the first has settled the payment. */
export async function lockPayment(trx: Knex.Transaction, id: number): Promise<CardPayment | undefined> {
  return CardPayment.query(trx).where({ id }).forUpdate().first();
}

export async function markPaymentPaid(
  trx: Knex.Transaction,
  id: number,
  provider: { paymentId: string | null; transactionId: string | null },
): Promise<void> {
  await CardPayment.query(trx)
    .where({ id, status: 'started' })
    .patch({
      status: 'paid',
      provider_payment_id: provider.paymentId,
      provider_transaction_id: provider.transactionId,
      paid_at: trx.fn.now() as unknown as Date,
    });
}

/** A payment that did not go through; only one still open is changed (a paid one stays paid). */
export async function markPaymentFailed(db: Knex, id: number, failure: string): Promise<void> {
  await CardPayment.query(db)
    .where({ id, status: 'started' })
    .patch({ status: 'failed', failure: failure.slice(0, 200) });
}

export async function findPaidPaymentOfJob(db: Knex, jobId: number): Promise<CardPayment | undefined> {
  return CardPayment.query(db).where({ job_id: jobId, status: 'paid' }).first();
}

/** The job's latest card payment that went through (paid, or refunded since), for the admin's job detail. */
export async function findSettledPaymentOfJob(db: Knex, jobId: number): Promise<CardPayment | undefined> {
  return CardPayment.query(db)
    .where({ job_id: jobId })
    .whereIn('status', ['paid', 'refunded'])
    .orderBy('id', 'desc')
    .first();
}

/** The account's card payments as the data export lists them (modules/privacy/export-repository.ts). */
export function exportedCardPayments(db: Knex, userId: number) {
  return db('card_payments')
    .where({ user_id: userId })
    .orderBy('id')
    .select('job_id', 'price', 'currency', 'status', 'refunded_amount', 'created_at', 'paid_at');
}

export async function recordRefund(
  trx: Knex.Transaction,
  payment: CardPayment,
  refund: { kurus: number; actorId: number; whole: boolean },
): Promise<void> {
  await CardRefund.query(trx).insert({
    card_payment_id: payment.id,
    amount: (refund.kurus / 100).toFixed(2),
    actor_id: refund.actorId,
  });
  await CardPayment.query(trx)
    .where({ id: payment.id })
    .patch({
      refunded_amount: trx.raw('refunded_amount + ?', [(refund.kurus / 100).toFixed(2)]) as unknown as string,
      ...(refund.whole ? { status: 'refunded' as const } : {}),
    });
}
