import Router from '@koa/router';
import type { z } from 'zod';
import { taskIdParam, taskListQuery } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { NotFoundError } from '../../errors/app-error';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { validate, type RouteContext } from '../../middleware/validate';

/** The admin's view of background work: failed tasks with their last error, and retrying one. */
export function adminTasksRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const admin = [authenticate(deps), requireRole('admin')];

  router.get(
    '/admin/tasks',
    ...admin,
    validate({ query: taskListQuery }),
    async function listTasks(ctx: RouteContext<{ query: z.output<typeof taskListQuery> }>) {
      const { state, page, pageSize } = ctx.state.input.query;
      const { items, total } = await deps.queue.list(state, page, pageSize);
      ctx.body = { items, total, page, pageSize };
    },
  );
  router.post(
    '/admin/tasks/:id/retry',
    ...admin,
    validate({ params: taskIdParam }),
    async function retryTask(ctx: RouteContext<{ params: z.output<typeof taskIdParam> }>) {
      if (!(await deps.queue.retry(ctx.state.input.params.id))) throw new NotFoundError();
      ctx.body = { id: ctx.state.input.params.id, state: 'retry' };
    },
  );
  return router;
}
