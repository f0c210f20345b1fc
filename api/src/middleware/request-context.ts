import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Locale } from 'shared-ui/contracts';
import type { AppState } from '../types';

/** English only when the client asks for it first; Turkish is the default and the fallback. */
export function localeOf(acceptLanguage: string | undefined): Locale {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'tr';
}

export function requestContext(): Middleware<AppState> {
  return async function setRequestContext(ctx, next) {
    const incoming = ctx.get('X-Request-Id');
    ctx.state.requestId = /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.locale = localeOf(ctx.get('Accept-Language'));
    ctx.set('X-Request-Id', ctx.state.requestId);
    await next();
  };
}
