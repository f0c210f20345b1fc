import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { ServiceUnavailableError } from '../../errors/app-error';
import type { AppState } from '../../types';
import { metricsRoute } from './metrics-route';
import { singleFlight } from '../../lib/single-flight';

/**
 * Liveness (/health, contract: 200 `{status:"ok"}` while the database answers, 503 while it does not), readiness
 * (/ready: every dependency answers and the instance is not draining; what a load balancer checks) and, when
 * METRICS_TOKEN is set, /metrics.
 */
export function healthRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  // Checks arriving while one is on its way share its answer, and the database's last answer counts for a second
  // (lib/single-flight.ts): a load balancer checking many times a second costs one probe a second. A failure is
  // never reused: within a second of an outage the checks answer 503, and the first after recovery 200.
  const databaseAnswers = singleFlight(() => deps.db.raw('select 1'), { freshMs: 1000 });
  router.get('/health', async function health(ctx) {
    try {
      await databaseAnswers();
    } catch {
      throw new ServiceUnavailableError();
    }
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
