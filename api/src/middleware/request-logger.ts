import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { AppState } from '../types';

/** One line per API request with its id; never the Authorization header or a body. */
export function requestLogger(logger: Logger): Middleware<AppState> {
  return async function logRequest(ctx, next) {
    const started = performance.now();
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api/')) {
        logger.info(
          {
            reqId: ctx.state.requestId,
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            ms: Math.round(performance.now() - started),
          },
          'request',
        );
      }
    }
  };
}
