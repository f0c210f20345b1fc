import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppDeps } from '../../deps';
import { NotFoundError, UnauthorizedError } from '../../errors/app-error';
import type { AppState } from '../../types';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Prometheus text; off (404) unless METRICS_TOKEN is set, and then only with `Authorization: Bearer <token>`. */
export function metricsRoute({ env, metrics }: AppDeps): Middleware<AppState> {
  return async function prometheusMetrics(ctx) {
    const expected = env.METRICS_TOKEN;
    if (!expected) throw new NotFoundError();
    const given = /^Bearer (.+)$/.exec(ctx.get('Authorization'))?.[1] ?? '';
    if (!sameToken(given, expected)) throw new UnauthorizedError();
    ctx.set('Content-Type', metrics.registry.contentType);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await metrics.registry.metrics();
  };
}
