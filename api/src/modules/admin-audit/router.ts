import Router from '@koa/router';
import { adminAuditQuery, type AdminAuditQuery } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { validate, type RouteContext } from '../../middleware/validate';
import { listAdminAudit, listAuditActors } from './admin-audit';

/** The office's one audit view ("Denetim kaydı" in the admin panel): admins only, checked here. */
export function adminAuditRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const admin = [authenticate(deps), requireRole('admin')];

  router.get(
    '/admin/audit',
    ...admin,
    validate({ query: adminAuditQuery }),
    async (ctx: RouteContext<{ query: AdminAuditQuery }>) => {
      ctx.body = await listAdminAudit(deps.db, ctx.state.input.query);
    },
  );
  router.get('/admin/audit/actors', ...admin, async (ctx) => {
    ctx.body = { actors: await listAuditActors(deps.db) };
  });
  return router;
}
