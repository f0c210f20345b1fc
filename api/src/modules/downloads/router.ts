import Router from '@koa/router';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate } from '../../middleware/authenticate';
import { validate } from '../../middleware/validate';
import { serveDownload, serveDownloadAnyArea } from './serve-download';

const name = z.string().min(1, 'invalidValue').max(300, 'invalidValue');
const query = z.object({
  exp: z.coerce.number().int('invalidValue').optional(),
  sig: z.string().max(100, 'invalidValue').optional(),
});

/**
 * Spec 7.6 private files. Signed links need no token; without one the bearer token is checked (optional here,
 * so that a signed link works in a plain <a href>); the area's authorizer then decides (download-areas.ts).
 */
export function downloadsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const session = authenticate(deps, { optional: true });

  router.get(
    '/download/:area/:fileName',
    session,
    validate({ params: z.object({ area: z.string().max(40), fileName: name }), query }),
    serveDownload(deps),
  );
  router.get(
    '/download/:fileName',
    session,
    validate({ params: z.object({ fileName: name }), query }),
    serveDownloadAnyArea(deps),
  );
  return router;
}
