import Router from '@koa/router';
import { z } from 'zod';
import { idParam, languageInput, scriptTypeInput, scriptTypeQuery } from 'shared-ui/contracts';
import type { AppDeps } from '../../../deps';
import { authenticate, requireRole } from '../../../middleware/authenticate';
import { validate } from '../../../middleware/validate';
import { cachedContent, invalidateContentOnWrite } from '../cache/cached-content';
import type { AppState } from '../../../types';
import { languageHandlers } from './handlers';
import { languagesService } from './service';

const byId = z.object({ id: idParam });

/** The Diller section (spec 2.9.8) and the public lists of languages and script types the forms and panels read. */
export function languagesRouter(deps: AppDeps): Router<AppState> {
  const { db } = deps;
  const h = languageHandlers(languagesService(db));
  const admin = [authenticate(deps), requireRole('admin'), invalidateContentOnWrite(deps.contentCache)];
  const cached = cachedContent(deps.contentCache);
  const router = new Router<AppState>();
  router.get('/public/languages', cached, h.listLanguages);
  // the panels name a job's script type in the reader's language (its English name), for every role
  router.get('/public/hat-turleri', cached, validate({ query: scriptTypeQuery }), h.listScriptTypes);
  router.get('/admin/languages', ...admin, h.listLanguages);
  router.post('/admin/languages', ...admin, validate({ body: languageInput }), h.addLanguage);
  router.delete('/admin/languages/:id', ...admin, validate({ params: byId }), h.deleteLanguage);
  router.get('/admin/hat-turleri', ...admin, validate({ query: scriptTypeQuery }), h.listScriptTypes);
  router.post('/admin/hat-turleri', ...admin, validate({ body: scriptTypeInput }), h.addScriptType);
  router.delete('/admin/hat-turleri/:id', ...admin, validate({ params: byId }), h.deleteScriptType);
  return router;
}
