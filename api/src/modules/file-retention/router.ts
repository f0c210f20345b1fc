import Router from '@koa/router';
import { z } from 'zod';
import { idParam, messageText } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { validate, type RouteContext } from '../../middleware/validate';
import { currentUser } from '../jobs/current-user';
import { deleteFilesNow } from './delete-job-files';
import { jobRetentionFor } from './job-retention';

type ById = { params: { id: number } };
const byId = { params: z.object({ id: idParam }) };

/** The customer's view of their job's files' retention, and their deletion at once. */
export function fileRetentionRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const customer = [authenticate(deps), requireRole('user')];

  router.get('/user/job/:id/retention', ...customer, validate(byId), async (ctx: RouteContext<ById>) => {
    ctx.body = await jobRetentionFor(deps, currentUser(ctx).id, ctx.state.input.params.id);
  });
  router.delete('/user/job/:id/files', ...customer, validate(byId), async (ctx: RouteContext<ById>) => {
    const { id } = ctx.state.input.params;
    const userId = currentUser(ctx).id;
    await deleteFilesNow(deps, userId, id);
    ctx.body = {
      message: messageText('jobFilesDeletedNow', ctx.state.locale),
      retention: await jobRetentionFor(deps, userId, id),
    };
  });
  return router;
}
