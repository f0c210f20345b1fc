import Router from '@koa/router';
import { z } from 'zod';
import { customerJobListQuery, idParam } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { multipart, optionalMultipart } from '../../middleware/multipart';
import { validate } from '../../middleware/validate';
import { uploadKinds } from '../../lib/uploads';
import { customerJobHandlers } from './handlers';
import { validateUpload } from './validate-upload';

const byId = { params: z.object({ id: idParam }) };

/** Spec 7.2: the customer's side of the marketplace loop. */
export function customerJobsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const h = customerJobHandlers(deps);
  const customer = [authenticate(deps), requireRole('user')];

  router.get('/user/jobs', ...customer, validate({ query: customerJobListQuery }), h.list);
  router.get('/user/job/:id', ...customer, validate(byId), h.get);
  router.get('/user/job/:id/timeline', ...customer, validate(byId), h.timeline);
  router.get('/user/languages', ...customer, h.languages);
  router.get(
    '/user/hat-turleri/:languageId',
    ...customer,
    validate({ params: z.object({ languageId: idParam }) }),
    h.scriptTypes,
  );
  router.post(
    '/user/upload',
    ...customer,
    multipart({ maxFileBytes: uploadKinds.document.maxBytes, maxFiles: 2 }),
    validateUpload(),
    h.upload,
  );
  router.put('/user/job/:id/cancel', ...customer, validate(byId), h.cancel);
  router.delete('/user/job/:id', ...customer, validate(byId), h.remove);
  router.post(
    '/user/pay/:jobId',
    ...customer,
    optionalMultipart({ maxFileBytes: uploadKinds.receipt.maxBytes, maxFiles: 1 }),
    validate({ params: z.object({ jobId: idParam }) }),
    h.pay,
  );
  return router;
}
