import { constants } from 'node:zlib';
import compress from 'koa-compress';
import type { Middleware } from 'koa';
import type { AppState } from '../types';

/**
 * Compresses text answers above 1 KB (the API's JSON, the rendered pages): brotli when the browser accepts it,
 * gzip otherwise. Built front-end files arrive already compressed (the build writes .br/.gz beside them) and carry
 * their Content-Encoding, which koa-compress leaves alone. Brotli at quality 5 compresses a 100 KB list in about a
 * millisecond; 11 would cost forty times that on every request.
 */
export function compression(): Middleware<AppState> {
  return compress({
    threshold: 1024,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    gzip: { level: 6 },
    deflate: false,
  }) as Middleware<AppState>;
}
