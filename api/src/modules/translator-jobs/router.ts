import Router from '@koa/router';
import { z } from 'zod';
import { idParam, jobListQuery, markCompleteInput, offerInput } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { multipart } from '../../middleware/multipart';
import { validate } from '../../middleware/validate';
import { isSafeStoredName } from '../../lib/storage';
import { uploadKinds } from '../../lib/uploads';
import { translatorJobHandlers } from './handlers';

const byId = { params: z.object({ id: idParam }) };
const storedName = z.string().refine(isSafeStoredName, 'invalidValue');
export const MAX_OUTPUT_FILES = 10;

/** Spec 7.3. authenticate() lets only approved translators through with the translator role. */
export function translatorJobsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const h = translatorJobHandlers(deps);
  const translator = [authenticate(deps), requireRole('translator')];

  router.get('/translator/open-jobs', ...translator, validate({ query: jobListQuery }), h.openJobs);
  router.get('/translator/my-offers', ...translator, validate({ query: jobListQuery }), h.myOffers);
  router.get('/translator/assigned-jobs', ...translator, validate({ query: jobListQuery }), h.assignedJobs);
  router.get('/translator/completed-jobs', ...translator, validate({ query: jobListQuery }), h.completedJobs);
  router.post('/translator/offer', ...translator, validate({ body: offerInput }), h.offer);
  router.post(
    '/translator/job/:id/complete',
    ...translator,
    validate(byId),
    multipart({ maxFileBytes: uploadKinds.output.maxBytes, maxFiles: MAX_OUTPUT_FILES }),
    h.uploadOutputs,
  );
  router.delete(
    '/translator/job/:id/delete-output/:fileName',
    ...translator,
    validate({ params: z.object({ id: idParam, fileName: storedName }) }),
    h.deleteOutput,
  );
  router.put(
    '/translator/job/:id/mark-complete',
    ...translator,
    validate({ ...byId, body: markCompleteInput }),
    h.markComplete,
  );
  return router;
}
