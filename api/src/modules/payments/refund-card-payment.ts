import { messageText, type Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { AppError, ConflictError, ValidationError } from '../../errors/app-error';
import { lockJob, updateJob } from '../jobs/job-repository';
import { nextState } from '../jobs/job-transitions';
import { CardGatewayError, type CardGateway } from './card-gateway';
import { findPaidPaymentOfJob, lockPayment, recordRefund } from './card-payment-repository';
import { recordAdminAction } from '../admin-audit/record-admin-action';

export interface RefundCommand {
  adminId: number;
  jobId: number;
  /** Lira; absent: what is left of the payment. */
  amount: number | undefined;
  ip: string;
  locale: Locale;
}

/**
 * Money back through iyzico for a card-paid job whose assignment the office cancelled (the lifecycle table allows
 * `refund` only then). The provider is asked under the job's lock, so two refunds cannot both take the remainder;
 * when the whole amount has gone back the job is no longer paid. Every refund writes an audit row.
 */
export async function refundCardPayment(
  deps: AppDeps,
  gateway: CardGateway | null,
  c: RefundCommand,
): Promise<{ message: string }> {
  await deps.db.transaction(async (trx) => {
    const job = await lockJob(trx, c.jobId);
    const step = nextState(job, 'refund', 'admin');
    const found = await findPaidPaymentOfJob(trx, c.jobId);
    const payment = found && (await lockPayment(trx, found.id));
    if (!payment?.provider_transaction_id) throw new ConflictError('jobNotRefundable');
    if (!gateway) throw new ConflictError('cardPaymentsOff');
    const left = Math.round((Number(payment.price) - Number(payment.refunded_amount)) * 100);
    const kurus = c.amount === undefined ? left : Math.round(c.amount * 100);
    if (kurus <= 0 || kurus > left) throw new ValidationError({ amount: 'refundTooLarge' }, 'refundTooLarge');
    try {
      await gateway.refund({
        conversationId: payment.conversation_id,
        transactionId: payment.provider_transaction_id,
        kurus,
        ip: c.ip,
      });
    } catch (err) {
      if (!(err instanceof CardGatewayError)) throw err;
      deps.logger.warn({ jobId: c.jobId, providerCode: err.providerCode, reason: err.message }, 'refund refused');
      throw new AppError(503, 'refundRefused');
    }
    const whole = kurus === left;
    await recordRefund(trx, payment, { kurus, actorId: c.adminId, whole });
    await updateJob(trx, job, {
      actorId: c.adminId,
      step,
      set: whole ? { is_paid: false, paid_at: null } : {},
    });
    await recordAdminAction(trx, {
      actorId: c.adminId,
      action: 'refunded',
      jobId: c.jobId,
      before: { paid: job.is_paid, refunded: Number(payment.refunded_amount) },
      after: {
        paid: whole ? false : job.is_paid,
        refunded: (Math.round(Number(payment.refunded_amount) * 100) + kurus) / 100,
      },
    });
  });
  return { message: messageText('refundDone', c.locale) };
}
