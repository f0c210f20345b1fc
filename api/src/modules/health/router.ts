import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';

export function healthRouter({ db }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/health', async function health(ctx) {
    await db.raw('select 1');
    ctx.body = { status: 'ok' };
  });
  return router;
}
