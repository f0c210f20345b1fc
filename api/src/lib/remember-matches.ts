import type Router from '@koa/router';
import { LRUCache } from 'lru-cache';

type Matched<R extends Router> = ReturnType<R['match']>;

/**
 * @koa/router tests every route's pattern, one after another, on every request: under /api some two hundred, a
 * tenth of the CPU an authenticated read costs (a profile of GET /api/auth/me under load). The routes are
 * all declared before the app serves, so a method and path always match the same layers: `router` now remembers
 * the answer for the paths most asked.
 */
export function rememberMatches<R extends Router>(router: R): R {
  const remembered = new LRUCache<string, Matched<R>>({ max: 5_000 });
  const matchEveryRoute = router.match.bind(router) as (path: string, method: string) => Matched<R>;
  router.match = (path: string, method: string) => {
    const key = `${method} ${path}`;
    let found = remembered.get(key);
    if (!found) {
      found = matchEveryRoute(path, method);
      remembered.set(key, found);
    }
    // the router keeps `path` as ctx.matched, which a later router appends to: each request gets its own array
    return { ...found, path: [...found.path] };
  };
  return router;
}
