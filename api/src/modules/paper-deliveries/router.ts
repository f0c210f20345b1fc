import Router from '@koa/router';
import { z } from 'zod';
import {
  idParam,
  messageText,
  paperShippingInput,
  postalAddressInput,
  type PaperShippingData,
  type PostalAddressData,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { validate, type RouteContext } from '../../middleware/validate';
import { currentUser } from '../jobs/current-user';
import { adminPaperDelivery, customerPaperDelivery, recordPaperShipping } from './paper-deliveries';
import { postalAddressFor } from './postal-address';
import { savePostalAddress } from './repository';

type WithId<B = unknown> = { params: { id: number }; body: B };
const byId = { params: z.object({ id: idParam }) };

/** Paper deliveries: the customer's postal address and job's delivery, the office's shipping step. */
export function paperDeliveriesRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const user = [authenticate(deps), requireRole('user')];
  const admin = [authenticate(deps), requireRole('admin')];

  router.get('/user/postal-address', ...user, async (ctx) => {
    ctx.body = await postalAddressFor(deps, currentUser(ctx).id);
  });
  router.put(
    '/user/postal-address',
    ...user,
    validate({ body: postalAddressInput }),
    async (ctx: RouteContext<{ body: PostalAddressData }>) => {
      await savePostalAddress(deps.db, currentUser(ctx).id, ctx.state.input.body);
      ctx.body = {
        message: messageText('postalAddressSaved', ctx.state.locale),
        ...(await postalAddressFor(deps, currentUser(ctx).id)),
      };
    },
  );
  router.get('/user/job/:id/paper-delivery', ...user, validate(byId), async (ctx: RouteContext<WithId>) => {
    ctx.body = { paper_delivery: await customerPaperDelivery(deps, currentUser(ctx).id, ctx.state.input.params.id) };
  });
  router.get('/admin/job/:id/paper-delivery', ...admin, validate(byId), async (ctx: RouteContext<WithId>) => {
    ctx.body = { paper_delivery: await adminPaperDelivery(deps, ctx.state.input.params.id) };
  });
  router.put(
    '/admin/job/:id/paper-delivery',
    ...admin,
    validate({ ...byId, body: paperShippingInput }),
    async (ctx: RouteContext<WithId<PaperShippingData>>) => {
      const { id } = ctx.state.input.params;
      ctx.body = {
        message: messageText('paperShippingSaved', ctx.state.locale),
        paper_delivery: await recordPaperShipping(deps, currentUser(ctx).id, id, ctx.state.input.body),
      };
    },
  );
  return router;
}
