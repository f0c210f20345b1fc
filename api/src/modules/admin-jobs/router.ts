import Router from '@koa/router';
import { z } from 'zod';
import { adminJobsQuery, assignInput, idParam } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { validate } from '../../middleware/validate';
import { adminJobHandlers } from './handlers';

const byId = { params: z.object({ id: idParam }) };

/** Spec 7.4, the job calls (İşler section of the admin panel). */
export function adminJobsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const h = adminJobHandlers(deps);
  const admin = [authenticate(deps), requireRole('admin')];

  router.get('/admin/jobs', ...admin, validate({ query: adminJobsQuery }), h.list);
  router.get('/admin/jobs/:id', ...admin, validate(byId), h.get);
  router.post('/admin/job/:id/assign', ...admin, validate({ ...byId, body: assignInput }), h.assign);
  router.put('/admin/job/:id/mark-paid', ...admin, validate(byId), h.markPaid);
  router.put('/admin/job/:id/cancel', ...admin, validate(byId), h.cancel);
  router.put('/admin/job/:id/revise', ...admin, validate(byId), h.revise);
  return router;
}
