import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { metricsRoute } from './metrics-route';

/**
 * Liveness (/health: the process answers and reaches its database), readiness (/ready: every dependency answers
 * and the instance is not draining; what a load balancer checks) and, when METRICS_TOKEN is set, /metrics.
 */
export function healthRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/health', async function health(ctx) {
    await deps.db.raw('select 1');
    ctx.body = { status: 'ok' };
  });
  router.get('/ready', async function ready(ctx) {
    const { ready, failing } = await deps.readiness.probe();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = ready ? 200 : 503;
    ctx.body = ready ? { status: 'ready' } : { status: 'unavailable', failing };
  });
  router.get('/metrics', metricsRoute(deps));
  return router;
}
