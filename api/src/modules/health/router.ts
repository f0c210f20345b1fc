import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { metricsRoute } from './metrics-route';

/**
 * Liveness (/health, contract: 200 `{status:"ok"}` from the process alone: it answers, so it lives), readiness
 * (/ready: what the background monitor last found, lib/readiness.ts; what a load balancer checks) and, when
 * METRICS_TOKEN is set, /metrics. Neither check calls a dependency inside the request: a busy instance answers them
 * as fast as it answers anything (ARCHITECTURE §2, §7).
 */
export function healthRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/health', function health(ctx) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/ready', function ready(ctx) {
    const { ready, failing, degraded } = deps.readiness.report();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = ready ? 200 : 503;
    const status = ready ? { status: 'ready' } : { status: 'unavailable', failing };
    ctx.body = degraded.length > 0 ? { ...status, degraded } : status;
  });
  router.get('/metrics', metricsRoute(deps));
  return router;
}
