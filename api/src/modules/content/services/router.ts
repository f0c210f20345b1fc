import Router from '@koa/router';
import { z } from 'zod';
import { serviceCreateInput, serviceLangQuery, serviceUpdateInput } from 'shared-ui/contracts';
import type { AppDeps } from '../../../deps';
import { authenticate, requireRole } from '../../../middleware/authenticate';
import { validate } from '../../../middleware/validate';
import { cachedContent, invalidateContentOnWrite } from '../cache/cached-content';
import type { AppState } from '../../../types';
import { validateWithCode } from '../validate-with-code';
import { serviceHandlers } from './handlers';
import { servicesService } from './service';

// any string is looked up; an unknown one is a 404, not a validation error
const bySlug = z.object({ slug: z.string().max(200, 'tooLong') });

export function servicesRouter(deps: AppDeps): Router<AppState> {
  const { db } = deps;
  const h = serviceHandlers(servicesService(db));
  const admin = [authenticate(deps), requireRole('admin'), invalidateContentOnWrite(deps.contentCache)];
  const cached = cachedContent(deps.contentCache);
  const router = new Router<AppState>();
  router.get('/public/services', cached, h.listPublicServices);
  router.get(
    '/public/services/:slug',
    cached,
    validate({ params: bySlug, query: serviceLangQuery }),
    h.showPublicService,
  );
  router.get('/admin/services', ...admin, h.listServices);
  router.get(
    '/admin/services/:slug/content',
    ...admin,
    validate({ params: bySlug, query: serviceLangQuery }),
    h.showServiceContent,
  );
  // spec 8: a service needs slug, Turkish and English title, otherwise 'Tüm alanları doldurun.'
  router.post(
    '/admin/services',
    ...admin,
    validateWithCode({ body: serviceCreateInput }, 'fillAllFieldsShort'),
    h.createService,
  );
  router.put(
    '/admin/services/:slug',
    ...admin,
    validate({ params: bySlug, body: serviceUpdateInput }),
    h.updateService,
  );
  router.delete('/admin/services/:slug', ...admin, validate({ params: bySlug }), h.deleteService);
  return router;
}
