import Router from '@koa/router';
import { z } from 'zod';
import { idParam, testimonialInput, testimonialInputSignedIn, testimonialListQuery } from 'shared-ui/contracts';
import type { AppDeps } from '../../../deps';
import { authenticate, requireRole } from '../../../middleware/authenticate';
import { rateLimitByIp } from '../../../middleware/rate-limit';
import { validate } from '../../../middleware/validate';
import type { AppState } from '../../../types';
import { validateWithCode } from '../validate-with-code';
import { testimonialHandlers } from './handlers';
import { testimonialsService } from './service';

const byId = z.object({ id: idParam });

/**
 * POST /testimonials is public with an optional session: signed in, the name comes from the account.
 * Reviews wait for an admin's approval before GET /public/testimonials shows them.
 */
export function testimonialsRouter(deps: AppDeps): Router<AppState> {
  const { db, limiters } = deps;
  const h = testimonialHandlers(testimonialsService(db));
  const admin = [authenticate(deps), requireRole('admin')];
  const bodyFor = (ctx: { state: AppState }) => ({
    body: ctx.state.user ? testimonialInputSignedIn : testimonialInput,
  });
  const router = new Router<AppState>();
  router.post(
    '/testimonials',
    rateLimitByIp(limiters.perIp('testimonials')),
    authenticate(deps, { optional: true }),
    validateWithCode(bodyFor, 'firstField', { body: testimonialInput }),
    h.submitTestimonial,
  );
  router.get('/public/testimonials', h.listApprovedTestimonials);
  router.get('/admin/testimonials', ...admin, validate({ query: testimonialListQuery }), h.listTestimonials);
  router.put('/admin/testimonials/:id/approve', ...admin, validate({ params: byId }), h.approveTestimonial);
  router.delete('/admin/testimonials/:id', ...admin, validate({ params: byId }), h.deleteTestimonial);
  return router;
}
