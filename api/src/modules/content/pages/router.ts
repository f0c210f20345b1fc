import Router from '@koa/router';
import { z } from 'zod';
import { idParam, pageInput, pageLangQuery } from 'shared-ui/contracts';
import type { AppDeps } from '../../../deps';
import { authenticate, requireRole } from '../../../middleware/authenticate';
import { validate } from '../../../middleware/validate';
import { cachedContent, invalidateContentOnWrite } from '../cache/cached-content';
import type { AppState } from '../../../types';
import { pageHandlers } from './handlers';
import { pagesService } from './service';

const idParams = z.object({ id: idParam });
const slugParams = z.object({ slug: z.string().max(200, 'tooLong') });

export function pagesRouter(deps: AppDeps): Router<AppState> {
  const { db } = deps;
  const h = pageHandlers(pagesService(db));
  const admin = [authenticate(deps), requireRole('admin'), invalidateContentOnWrite(deps.contentCache)];
  const cached = cachedContent(deps.contentCache);
  const router = new Router<AppState>();
  router.get('/public/pages/:slug', cached, validate({ params: slugParams, query: pageLangQuery }), h.showPublicPage);
  router.get('/admin/pages', ...admin, h.listPages);
  router.post('/admin/pages', ...admin, validate({ body: pageInput }), h.createPage);
  router.put('/admin/pages/:id', ...admin, validate({ params: idParams, body: pageInput }), h.updatePage);
  router.delete('/admin/pages/:id', ...admin, validate({ params: idParams }), h.deletePage);
  return router;
}
