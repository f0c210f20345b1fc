import Router from '@koa/router';
import { z } from 'zod';
import { idParam } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { ForbiddenError, NotFoundError } from '../../errors/app-error';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { validate, type RouteContext } from '../../middleware/validate';
import { currentUser } from '../jobs/current-user';
import { findJobById } from '../jobs/job-repository';
import { receiptIssuer } from './receipt-issuer';

type WithId = { params: { id: number } };
const byId = { params: z.object({ id: idParam }) };

/** The receipt of a paid job as a PDF: for its customer and for the office; 404 while the job is unpaid. */
export function receiptsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const send = async (ctx: RouteContext<WithId>) => {
    const document = await receiptIssuer(deps).document(deps.db, ctx.state.input.params.id);
    if (!document) throw new NotFoundError();
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="${document.fileName}"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = Buffer.from(document.bytes);
  };

  router.get(
    '/user/job/:id/receipt',
    authenticate(deps),
    requireRole('user'),
    validate(byId),
    async (ctx: RouteContext<WithId>) => {
      const job = await findJobById(deps.db, ctx.state.input.params.id);
      if (!job) throw new NotFoundError();
      if (job.user_id !== currentUser(ctx).id) throw new ForbiddenError();
      await send(ctx);
    },
  );
  router.get('/admin/job/:id/receipt', authenticate(deps), requireRole('admin'), validate(byId), send);
  return router;
}
