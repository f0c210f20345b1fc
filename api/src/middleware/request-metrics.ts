import type { Middleware } from 'koa';
import type { Metrics } from '../lib/metrics';
import type { AppState } from '../types';

/**
 * Counts each answer and its time under the router's pattern (`/api/user/job/:id`), never the raw path: one
 * series per route, whatever ids people ask for. Paths no API route matched are `web` (the front ends and files)
 * or `unmatched` (an unknown /api path).
 */
export function requestMetrics(metrics: Metrics): Middleware<AppState> {
  return async function measureRequest(ctx, next) {
    const stop = metrics.duration.startTimer();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      const route = typeof matched === 'string' ? matched : ctx.path.startsWith('/api/') ? 'unmatched' : 'web';
      const labels = { method: ctx.method, route, status: String(ctx.status) };
      metrics.requests.inc(labels);
      stop(labels);
    }
  };
}
