import Router from '@koa/router';
import type { AppState } from '../../types';
import { buildOpenApi } from './build-openapi';

/** GET /api/openapi.json: the document of every other route, built once from the router itself. */
export function openApiRouter(apiRoutes: Router<AppState>): Router<AppState> {
  const router = new Router<AppState>();
  let document: Record<string, unknown> | undefined;
  router.get('/openapi.json', async function openApi(ctx) {
    document ??= buildOpenApi(apiRoutes as unknown as Router<unknown>);
    ctx.body = document;
  });
  return router;
}
