import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { contactRouter } from './contact/router';
import { languagesRouter } from './languages/router';
import { pagesRouter } from './pages/router';
import { servicesRouter } from './services/router';
import { slidersRouter } from './sliders/router';
import { testimonialsRouter } from './testimonials/router';

/** The public site's content and the admin's content management (spec 2.4, 2.5, 2.9 sections 4, 5, 7, 8). */
export function contentRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  for (const part of [
    pagesRouter(deps),
    servicesRouter(deps),
    slidersRouter(deps),
    languagesRouter(deps),
    testimonialsRouter(deps),
    contactRouter(deps),
  ]) {
    router.use(part.routes());
  }
  return router;
}
