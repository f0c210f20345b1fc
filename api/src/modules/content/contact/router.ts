import Router from '@koa/router';
import { contactInput } from 'shared-ui/contracts';
import type { AppDeps } from '../../../deps';
import { rateLimitByIp } from '../../../middleware/rate-limit';
import { validate } from '../../../middleware/validate';
import type { AppState } from '../../../types';
import { contactHandlers } from './handlers';

/** The contact form (spec 2.5): public, rate-limited per IP, mailed to the site's address. */
export function contactRouter(deps: AppDeps): Router<AppState> {
  const h = contactHandlers(deps);
  const router = new Router<AppState>();
  router.post(
    '/contact',
    rateLimitByIp(deps.limiters.perIp('contact')),
    validate({ body: contactInput }),
    h.sendContactMessage,
  );
  return router;
}
