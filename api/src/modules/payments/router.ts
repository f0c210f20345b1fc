import Router from '@koa/router';
import { z } from 'zod';
import {
  billingDetailsInput,
  cardPaymentInput,
  idParam,
  messageText,
  refundInput,
  type BillingDetailsData,
  type PaymentOptionsDto,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { validate, type RouteContext } from '../../middleware/validate';
import { currentUser } from '../jobs/current-user';
import { findBillingDetails, saveBillingDetails } from './billing-details-repository';
import { callbackPath, startCardPayment } from './start-card-payment';
import { completeCardPayment, landingUrl } from './complete-card-payment';
import { refundCardPayment } from './refund-card-payment';
import { cardPaymentSummary } from './card-payment-summary';
import { cardGatewayOf } from './gateway-of';

type WithId<B = unknown> = { params: { id: number }; body: B };
const byId = { params: z.object({ id: idParam }) };
const callbackBody = z.object({ token: z.string({ error: 'required' }).trim().min(1, 'required').max(128, 'tooLong') });

/** Card payments through iyzico, the customer's billing details and the office's refunds. */
export function paymentsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const user = [authenticate(deps), requireRole('user')];
  const admin = [authenticate(deps), requireRole('admin')];
  const gateway = () => cardGatewayOf(deps.env);

  router.get('/public/payment-options', (ctx) => {
    ctx.body = { card: gateway() !== null } satisfies PaymentOptionsDto;
  });
  router.get('/user/billing-details', ...user, async (ctx) => {
    ctx.body = { billing: await findBillingDetails(deps.db, currentUser(ctx).id) };
  });
  router.put(
    '/user/billing-details',
    ...user,
    validate({ body: billingDetailsInput }),
    async (ctx: RouteContext<{ body: BillingDetailsData }>) => {
      const id = currentUser(ctx).id;
      await saveBillingDetails(deps.db, id, ctx.state.input.body);
      ctx.body = {
        message: messageText('billingDetailsSaved', ctx.state.locale),
        billing: await findBillingDetails(deps.db, id),
      };
    },
  );
  router.post(
    '/user/job/:id/card-payment',
    ...user,
    validate({ ...byId, body: cardPaymentInput }),
    async (ctx: RouteContext<WithId<z.output<typeof cardPaymentInput>>>) => {
      ctx.body = await startCardPayment(deps, gateway(), {
        userId: currentUser(ctx).id,
        jobId: ctx.state.input.params.id,
        billing: ctx.state.input.body.billing,
        ip: ctx.ip,
        locale: ctx.state.locale,
      });
    },
  );
  // iyzico sends the browser here with a form POST carrying only the token; no session comes along.
  router.post(
    callbackPath.replace(/^\/api/, ''),
    validate({ body: callbackBody }),
    async (ctx: RouteContext<{ body: { token: string } }>) => {
      const card = gateway();
      const landing = card
        ? await completeCardPayment(deps, card, ctx.state.input.body.token)
        : { jobId: null, outcome: 'failed' as const };
      ctx.status = 303;
      ctx.redirect(landingUrl(deps.env.PUBLIC_URL, landing));
    },
  );
  router.get('/admin/job/:id/card-payment', ...admin, validate(byId), async (ctx: RouteContext<WithId>) => {
    ctx.body = { card_payment: await cardPaymentSummary(deps.db, ctx.state.input.params.id) };
  });
  router.post(
    '/admin/job/:id/refund',
    ...admin,
    validate({ ...byId, body: refundInput }),
    async (ctx: RouteContext<WithId<z.output<typeof refundInput>>>) => {
      const card = gateway();
      ctx.body = await refundCardPayment(deps, card, {
        adminId: currentUser(ctx).id,
        jobId: ctx.state.input.params.id,
        amount: ctx.state.input.body.amount,
        ip: ctx.ip,
        locale: ctx.state.locale,
      });
    },
  );
  return router;
}
