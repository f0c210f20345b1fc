import { jobCode, paths, type CardPaymentOutcome } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError } from '../../errors/app-error';
import { lockJob } from '../jobs/job-repository';
import { nextState } from '../jobs/job-transitions';
import { CardGatewayError, type CardGateway, type CheckoutOutcome } from './card-gateway';
import type { CardPayment } from '../../db/models/payment';
import { findPaymentByToken, lockPayment, markPaymentFailed, markPaymentPaid } from './card-payment-repository';
import { settlePayment } from './settle-payment';

/** Where the browser lands after iyzico: the job page, told how the payment went. */
export interface Landing {
  jobId: number | null;
  outcome: CardPaymentOutcome;
}

/** The job's price changed after the checkout form was opened for the old one. */
class PriceChangedError extends Error {}

/** What iyzico's own account must say before the job counts as paid: the exact price, in lira, for this basket. */
function mismatchOf(payment: CardPayment, o: CheckoutOutcome): string | null {
  const price = Math.round(Number(payment.price) * 100);
  if (o.paidKurus !== price || o.priceKurus !== price) return `amount ${o.paidKurus}/${o.priceKurus} ≠ ${price}`;
  if (o.currency !== payment.currency) return `currency ${o.currency} ≠ ${payment.currency}`;
  if (o.basketId !== jobCode(payment.job_id)) return `basket ${o.basketId} ≠ ${jobCode(payment.job_id)}`;
  if (o.conversationId !== payment.conversation_id) return 'conversation id differs';
  return null;
}

/**
 * iyzico's callback carries only a token. The result is read back from iyzico by that token (the callback's body
 * is never believed), checked against the job, and the job is paid in one transaction with its audit row, mails
 * and receipt. A second or concurrent callback waits on the payment row and finds it already paid.
 */
export async function completeCardPayment(deps: AppDeps, gateway: CardGateway, token: string): Promise<Landing> {
  const payment = await findPaymentByToken(deps.db, token);
  if (!payment) return { jobId: null, outcome: 'failed' };
  const landing = (outcome: CardPaymentOutcome): Landing => ({ jobId: payment.job_id, outcome });
  if (payment.status === 'paid' || payment.status === 'refunded') return landing('paid');

  let outcome: CheckoutOutcome;
  try {
    outcome = await gateway.checkoutOutcome(token, payment.conversation_id);
  } catch (err) {
    if (!(err instanceof CardGatewayError)) throw err;
    // the payment may still be paid at iyzico: leave it open, a later callback or a retry settles it
    deps.logger.warn({ jobId: payment.job_id, reason: err.message }, 'card payment result unreadable');
    return landing('failed');
  }
  if (!outcome.paid) {
    await markPaymentFailed(deps.db, payment.id, outcome.failure ?? 'not paid');
    return landing('failed');
  }
  const mismatch = mismatchOf(payment, outcome);
  if (mismatch) {
    deps.logger.error({ jobId: payment.job_id, paymentId: payment.id, mismatch }, 'card payment refused: mismatch');
    await markPaymentFailed(deps.db, payment.id, `mismatch: ${mismatch}`);
    return landing('refused');
  }

  try {
    await deps.db.transaction(async (trx) => {
      const job = await lockJob(trx, payment.job_id);
      const locked = await lockPayment(trx, payment.id);
      if (locked?.status !== 'started') return; // settled by the callback that held the lock before us
      const step = nextState(job, 'pay_by_card', 'user');
      // the office may have set another price (a reassignment) while the customer was on iyzico's page
      const jobKurus = Math.round(Number(job.admin_price) * 100);
      const paidKurus = Math.round(Number(payment.price) * 100);
      if (job.admin_price === null || jobKurus !== paidKurus)
        throw new PriceChangedError(`job price ${job.admin_price ?? 'none'} ≠ ${payment.price}`);
      await markPaymentPaid(trx, payment.id, outcome);
      await settlePayment(deps, trx, job, {
        actorId: payment.user_id,
        step,
        method: 'card',
        cardPaymentId: payment.id,
      });
    });
  } catch (err) {
    if (err instanceof PriceChangedError) {
      // paid at iyzico for a price the job no longer has: the office refunds it from iyzico's merchant panel
      deps.logger.error(
        { jobId: payment.job_id, paymentId: payment.id, mismatch: err.message },
        'card payment refused: mismatch',
      );
      await markPaymentFailed(deps.db, payment.id, `mismatch: ${err.message}`);
      return landing('refused');
    }
    if (!(err instanceof ConflictError)) throw err;
    // paid at iyzico but the job was paid or withdrawn meanwhile: the job's refund action is for its own paid
    // payment (refund-card-payment.ts), so the office refunds this one from iyzico's merchant panel
    deps.logger.error({ jobId: payment.job_id, paymentId: payment.id }, 'card payment for a job no longer payable');
    await markPaymentFailed(deps.db, payment.id, 'job no longer payable');
    return landing('refused');
  }
  const settled = await findPaymentByToken(deps.db, token);
  return landing(settled?.status === 'paid' ? 'paid' : 'failed');
}

/** The job page with the outcome, or the panel when the token named no payment of ours. */
export function landingUrl(publicUrl: string, l: Landing): string {
  if (l.jobId === null) return `${publicUrl}/panel/user?payment=${l.outcome}`;
  return `${publicUrl}${paths.customerJob(l.jobId)}?payment=${l.outcome}`;
}
