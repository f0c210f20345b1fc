import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { ServiceUnavailableError } from '../../errors/app-error';
import type { AppState } from '../../types';

/** GET /api/health (contract): 200 `{status:"ok"}` while the database answers, 503 while it does not. */
export function healthRouter({ db }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/health', async function health(ctx) {
    try {
      await db.raw('select 1');
    } catch {
      throw new ServiceUnavailableError();
    }
    ctx.body = { status: 'ok' };
  });
  return router;
}
