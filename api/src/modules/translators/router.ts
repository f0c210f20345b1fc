import Router from '@koa/router';
import { z } from 'zod';
import { applyInput, featureInput, idParam, listQuery } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { multipart } from '../../middleware/multipart';
import { rateLimitByIp } from '../../middleware/rate-limit';
import { validate } from '../../middleware/validate';
import { uploadKinds } from '../../lib/uploads';
import { maxCertificateFiles } from './application';
import { answerHoneypotLikeSuccess, translatorHandlers } from './handlers';
import './file-areas';

const idParams = z.object({ id: idParam });

/** Spec 7.1 (apply, featured translators) and 7.4 (the admin's translator actions). */
export function translatorsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const h = translatorHandlers(deps);
  const admin = [authenticate(deps), requireRole('admin')];
  const applicationUpload = multipart({ maxFileBytes: uploadKinds.cv.maxBytes, maxFiles: maxCertificateFiles + 1 });

  router.post(
    '/apply',
    rateLimitByIp(deps.limiters.perIp('apply')),
    applicationUpload,
    answerHoneypotLikeSuccess(),
    validate({ body: applyInput }),
    h.apply,
  );
  router.get('/public/featured-translators', h.featured);

  router.get('/admin/translators/pending', ...admin, validate({ query: listQuery }), h.pending);
  router.get('/admin/translators/approved', ...admin, validate({ query: listQuery }), h.approved);
  router.put('/admin/translator/:id/approve', ...admin, validate({ params: idParams }), h.approve);
  router.put('/admin/translator/:id/reject', ...admin, validate({ params: idParams }), h.reject);
  router.delete('/admin/translator/:id', ...admin, validate({ params: idParams }), h.remove);
  router.get('/admin/translator/:id/jobs', ...admin, validate({ params: idParams, query: listQuery }), h.jobs);
  router.put('/admin/translator/:id/feature', ...admin, validate({ params: idParams, body: featureInput }), h.feature);
  return router;
}
