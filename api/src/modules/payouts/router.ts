import Router from '@koa/router';
import { z } from 'zod';
import {
  idParam,
  messageText,
  payoutDetailsInput,
  payoutInput,
  type PayoutData,
  type PayoutDetailsData,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { NotFoundError } from '../../errors/app-error';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { validate, type RouteContext } from '../../middleware/validate';
import { currentUser } from '../jobs/current-user';
import { earningsOf } from './earnings';
import { payoutQueue } from './payout-queue';
import { ownPayoutDetails, readPayoutDetails, savePayoutDetails } from './payout-details';
import { recordPayout } from './record-payout';
import { translatorExists } from '../settings/translator-repository';

const byId = { params: z.object({ id: idParam }) };

/**
 * The translator's payout details (Settings) and earnings (panel), and the office's payouts. Both
 * sides read their figures from the same `earningsOf`.
 */
export function payoutsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const translator = [authenticate(deps), requireRole('translator')];
  const admin = [authenticate(deps), requireRole('admin')];

  router.get('/settings/payout', ...translator, async (ctx) => {
    ctx.body = { payout_details: ownPayoutDetails(await readPayoutDetails(deps.db, currentUser(ctx).id)) };
  });
  router.put(
    '/settings/payout',
    ...translator,
    validate({ body: payoutDetailsInput }),
    async (ctx: RouteContext<{ body: PayoutDetailsData }>) => {
      const saved = await savePayoutDetails(deps, currentUser(ctx).id, ctx.state.input.body);
      ctx.body = { message: messageText('payoutDetailsSaved', ctx.state.locale), payout_details: saved };
    },
  );
  router.get('/translator/earnings', ...translator, async (ctx) => {
    ctx.body = await earningsOf(deps.db, currentUser(ctx).id);
  });

  router.get(
    '/admin/translator/:id/earnings',
    ...admin,
    validate(byId),
    async (ctx: RouteContext<{ params: { id: number } }>) => {
      const id = ctx.state.input.params.id;
      if (!(await translatorExists(deps.db, id))) throw new NotFoundError();
      const details = await readPayoutDetails(deps.db, id);
      ctx.body = {
        ...(await earningsOf(deps.db, id)),
        payout_details: details ? { account_holder: details.account_holder, iban: details.iban } : null,
      };
    },
  );
  router.get('/admin/payouts/queue', ...admin, async (ctx) => {
    ctx.body = await payoutQueue(deps.db);
  });
  router.post(
    '/admin/payouts',
    ...admin,
    validate({ body: payoutInput }),
    async (ctx: RouteContext<{ body: PayoutData }>) => {
      const payout = await recordPayout(deps, currentUser(ctx).id, ctx.state.input.body);
      ctx.status = 201;
      ctx.body = { message: messageText('payoutRecorded', ctx.state.locale), payout };
    },
  );
  return router;
}
