import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import type { RouteContext } from '../../middleware/validate';
import { adminStats, monthlyFinance } from './stats';
import { adminTodo } from './admin-todo';

/** Spec 2.9 dashboard: the counts, the monthly finance chart and the office's to-do list. */
export function statsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const admin = [authenticate(deps), requireRole('admin')];

  router.get('/admin/stats', ...admin, async function stats(ctx: RouteContext) {
    ctx.body = await adminStats(deps);
  });
  router.get('/admin/stats/finance', ...admin, async function finance(ctx: RouteContext) {
    ctx.body = await monthlyFinance(deps);
  });
  router.get('/admin/todo', ...admin, async function todo(ctx: RouteContext) {
    ctx.body = await adminTodo(deps);
  });
  return router;
}
