import { randomUUID } from 'node:crypto';
import { jobCode, type CardPaymentStartDto, type BillingDetailsData } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors/app-error';
import { findJobById } from '../jobs/job-repository';
import { nextState } from '../jobs/job-transitions';
import { CardGatewayError, type CardGateway } from './card-gateway';
import { findBillingDetails, saveBillingDetails } from './billing-details-repository';
import { insertStartedPayment, markPaymentFailed, setPaymentToken } from './card-payment-repository';
import { findAccountRow } from '../settings/people-repository';

export interface StartRequest {
  userId: number;
  jobId: number;
  billing: BillingDetailsData | undefined;
  ip: string;
  locale: 'tr' | 'en';
}

/** Where iyzico sends the browser back (form POST with the token); modules/payments/router.ts. */
export const callbackPath = '/api/payments/iyzico/callback';

/**
 * Opens an iyzico checkout form for the job's exact price (basket = the job) and answers the page the customer
 * pays on. The billing details come with the first payment and are kept in the profile; nothing about the job
 * changes until iyzico's own answer says it was paid (complete-card-payment.ts).
 */
export async function startCardPayment(
  deps: AppDeps,
  gateway: CardGateway | null,
  r: StartRequest,
): Promise<CardPaymentStartDto> {
  const job = await findJobById(deps.db, r.jobId);
  if (!job || job.hidden_at) throw new NotFoundError();
  if (job.user_id !== r.userId) throw new ForbiddenError();
  nextState(job, 'pay_by_card', 'user');
  if (job.admin_price === null) throw new ConflictError('jobNotPayable');
  if (!gateway) throw new ConflictError('cardPaymentsOff');
  if (r.billing) await saveBillingDetails(deps.db, r.userId, r.billing);
  const billing = await findBillingDetails(deps.db, r.userId);
  if (!billing) throw new ValidationError({ billing: 'billingDetailsRequired' }, 'billingDetailsRequired');
  const user = await findAccountRow(deps.db, r.userId);
  if (!user) throw new NotFoundError();

  const conversationId = randomUUID();
  const priceKurus = Math.round(Number(job.admin_price) * 100);
  const paymentId = await insertStartedPayment(deps.db, {
    job_id: job.id,
    user_id: r.userId,
    conversation_id: conversationId,
    price: job.admin_price,
    currency: 'TRY',
  });
  try {
    const started = await gateway.startCheckout({
      conversationId,
      basketId: jobCode(job.id),
      itemName: `${jobCode(job.id)} ${job.source_lang} → ${job.target_lang}`,
      priceKurus,
      callbackUrl: `${deps.env.PUBLIC_URL}${callbackPath}`,
      locale: r.locale,
      buyer: {
        id: String(user.id),
        name: user.name,
        surname: user.surname,
        email: user.email,
        // iyzico asks every buyer for an identity number; a company pays with its VKN
        identityNumber: (billing.kind === 'company' ? billing.vkn : billing.tckn) ?? '',
        address: billing.address,
        ip: r.ip,
        registeredAt: new Date(user.created_at),
      },
    });
    await setPaymentToken(deps.db, paymentId, started.token);
    return { payment_page_url: started.paymentPageUrl };
  } catch (err) {
    if (!(err instanceof CardGatewayError)) throw err;
    deps.logger.warn(
      { jobId: job.id, providerCode: err.providerCode, reason: err.message },
      'card payment not started',
    );
    await markPaymentFailed(deps.db, paymentId, err.message);
    throw new AppError(503, 'cardProviderUnavailable');
  }
}
