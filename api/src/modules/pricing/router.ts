import path from 'node:path';
import Router from '@koa/router';
import { z } from 'zod';
import {
  idParam,
  messageText,
  priceGroupInput,
  priceRulesInput,
  type PriceGroupInput,
  type PriceRulesInput,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { NotFoundError } from '../../errors/app-error';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { multipart } from '../../middleware/multipart';
import { rateLimitByIp } from '../../middleware/rate-limit';
import { validate, type RouteContext } from '../../middleware/validate';
import { acceptUpload, uploadKinds } from '../../lib/uploads';
import { currentUser } from '../jobs/current-user';
import { findJobById } from '../jobs/job-repository';
import { estimateAnswerOf, estimateDocument } from './estimate';
import { jobEstimateDtoOf } from './job-estimates';
import { adminPriceList, changePriceGroup, changePriceRules, createPriceGroup, removePriceGroup } from './price-list';
import { validateEstimate, type EstimateInput } from './validate-estimate';

const byId = { params: z.object({ id: idParam }) };

/** The instant estimate (public) and the admin's price list (Site ayarları → Fiyat listesi). */
export function pricingRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const admin = [authenticate(deps), requireRole('admin')];

  // the limit comes first: a request over it is refused before its file is read
  router.post(
    '/public/estimate',
    rateLimitByIp(deps.limiters.perIp('estimate')),
    multipart({ maxFileBytes: uploadKinds.document.maxBytes, maxFiles: 1 }),
    validateEstimate(),
    async (ctx: RouteContext<EstimateInput>) => {
      const { body, file } = ctx.state.input;
      // the temporary file is removed by multipart() when the request ends: an estimate keeps nothing
      const accepted = await acceptUpload(file, 'document', 'file');
      const extension = path.extname(accepted.originalName).slice(1).toLowerCase();
      const result = await estimateDocument(deps.db, { path: accepted.tempPath, extension }, body);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = estimateAnswerOf(result, ctx.state.locale);
    },
  );

  router.get('/admin/price-list', ...admin, async (ctx) => {
    ctx.body = await adminPriceList(deps.db);
  });
  router.post(
    '/admin/price-list/groups',
    ...admin,
    validate({ body: priceGroupInput }),
    async (ctx: RouteContext<{ body: PriceGroupInput }>) => {
      const group = await createPriceGroup(deps.db, currentUser(ctx).id, ctx.state.input.body);
      ctx.status = 201;
      ctx.body = { message: messageText('priceGroupSaved', ctx.state.locale), group };
    },
  );
  router.put(
    '/admin/price-list/groups/:id',
    ...admin,
    validate({ ...byId, body: priceGroupInput }),
    async (ctx: RouteContext<{ params: { id: number }; body: PriceGroupInput }>) => {
      const { params, body } = ctx.state.input;
      const group = await changePriceGroup(deps.db, currentUser(ctx).id, params.id, body);
      ctx.body = { message: messageText('priceGroupSaved', ctx.state.locale), group };
    },
  );
  router.delete(
    '/admin/price-list/groups/:id',
    ...admin,
    validate(byId),
    async (ctx: RouteContext<{ params: { id: number } }>) => {
      await removePriceGroup(deps.db, currentUser(ctx).id, ctx.state.input.params.id);
      ctx.body = { message: messageText('priceGroupDeleted', ctx.state.locale) };
    },
  );
  router.put(
    '/admin/price-list/rules',
    ...admin,
    validate({ body: priceRulesInput }),
    async (ctx: RouteContext<{ body: PriceRulesInput }>) => {
      const rules = await changePriceRules(deps.db, currentUser(ctx).id, ctx.state.input.body);
      ctx.body = { message: messageText('priceRulesSaved', ctx.state.locale), rules };
    },
  );
  router.get(
    '/admin/job/:id/estimate',
    ...admin,
    validate(byId),
    async (ctx: RouteContext<{ params: { id: number } }>) => {
      const { id } = ctx.state.input.params;
      if (!(await findJobById(deps.db, id))) throw new NotFoundError();
      ctx.body = { estimate: await jobEstimateDtoOf(deps.db, id, ctx.state.locale) };
    },
  );
  return router;
}
