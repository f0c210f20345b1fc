import type { Middleware } from 'koa';
import type { AppState } from '../../../types';
import type { ContentCache } from './content-cache';

/**
 * Serves a public content read from the cache, with an ETag: a browser that already has this version gets
 * 304 and no body. Only 200 answers are kept (an unknown slug stays a 404 read from the database).
 */
export function cachedContent(cache: ContentCache): Middleware<AppState> {
  return async function serveCachedContent(ctx, next) {
    const key = `${ctx.state.locale}|${ctx.url}`;
    const { entry: found, generation } = await cache.lookup(key);
    let entry = found;
    if (!entry) {
      await next();
      if (ctx.status !== 200 || ctx.body === undefined || ctx.body === null) return;
      entry = cache.store(key, generation, JSON.stringify(ctx.body));
    }
    ctx.status = 200;
    ctx.type = 'application/json';
    ctx.body = entry.body;
    ctx.set('ETag', entry.etag);
    // The browser may keep it but must ask again: an admin's edit shows on the next visit.
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Accept-Language');
    if (ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
    }
  };
}

/** On the admin's content routes: a successful write makes every instance forget what it served. */
export function invalidateContentOnWrite(cache: ContentCache): Middleware<AppState> {
  return async function invalidateContent(ctx, next) {
    await next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.status < 400) await cache.invalidate();
  };
}
