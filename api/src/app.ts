import Koa from 'koa';
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import type { AppDeps } from './deps';
import type { AppState } from './types';
import { errorHandler } from './errors/error-handler';
import { resolveClientAddress } from './middleware/client-address';
import { InFlightRequests } from './lib/in-flight';
import { rememberMatches } from './lib/remember-matches';
import { compression } from './middleware/compression';
import { requestContext } from './middleware/request-context';
import { requestLogger } from './middleware/request-logger';
import { requestMetrics } from './middleware/request-metrics';
import { securityHeaders } from './middleware/security-headers';
import { apiRouter } from './modules/api-router';
import { openApiRouter } from './modules/openapi/router';
import { webAssets } from './modules/web/web-assets';

/** The whole server as one Koa app; the middleware order is this list. */
export function createApp(deps: AppDeps, inFlight = new InFlightRequests()): Koa<AppState> {
  // Koa's own proxy mode believes any client's X-Forwarded-For; resolveClientAddress believes only TRUST_PROXY.
  const app = new Koa<AppState>({ proxy: false });
  app.silent = true; // errors are logged by errorHandler with the request id
  const remoteOrigins = remoteOriginsOf(deps);

  app.use(inFlight.middleware());
  app.use(resolveClientAddress(deps.env.TRUST_PROXY));
  app.use(requestContext());
  app.use(requestLogger(deps.logger));
  app.use(compression());
  app.use(requestMetrics(deps.metrics));
  app.use(securityHeaders(remoteOrigins, Boolean(deps.env.ANALYTICS_ID)));
  app.use(errorHandler(deps.logger));
  app.use(koaBody({ multipart: false, jsonLimit: '300kb', formLimit: '300kb', textLimit: '300kb' }));

  const api = rememberMatches(new Router<AppState>({ prefix: '/api' }));
  const routes = apiRouter(deps);
  api.use(routes.routes(), routes.allowedMethods());
  api.use(openApiRouter(routes).routes());
  app.use(api.routes());
  app.use(api.allowedMethods());

  app.use(webAssets(deps));
  return app;
}

function remoteOriginsOf(deps: AppDeps): string[] {
  const urls = [
    deps.env.REMOTE_PUBLIC_URL,
    deps.env.REMOTE_CUSTOMER_URL,
    deps.env.REMOTE_TRANSLATOR_URL,
    deps.env.REMOTE_ADMIN_URL,
  ];
  return [
    ...new Set(urls.filter((u): u is string => Boolean(u && /^https?:\/\//.test(u))).map((u) => new URL(u).origin)),
  ];
}
