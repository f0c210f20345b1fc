import path from 'node:path';
import type { ParameterizedContext } from 'koa';
import type { ReleaseStore } from '../../lib/releases/release-store';
import type { AppState } from '../../types';
import { remotePackages } from './remotes';

/**
 * GET /releases/<remote>/<version>/<file>: a file of a stored release, in the brotli or gzip form its build wrote
 * beside it when the browser takes one. A release never changes, so every file of it is cached for good.
 */
export async function sendReleaseFile(ctx: ParameterizedContext<AppState>, store: ReleaseStore): Promise<boolean> {
  const match = /^\/releases\/([a-z-]+)\/([^/]+)\/(.+)$/.exec(ctx.path);
  if (!match || !remotePackages.some((r) => r.pkg === match[1])) return false;
  const [, remote, version, file] = match as unknown as [string, string, string, string];
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  const forms: [string, string | null][] = [
    ...(encoding === 'br' ? [[`${file}.br`, 'br'] as [string, string]] : []),
    ...(encoding === 'br' || encoding === 'gzip' ? [[`${file}.gz`, 'gzip'] as [string, string]] : []),
    [file, null],
  ];
  for (const [name, contentEncoding] of forms) {
    const found = await store.open(remote, version, name);
    if (!found) continue;
    ctx.type = path.extname(file);
    if (contentEncoding) ctx.set('Content-Encoding', contentEncoding);
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.vary('Accept-Encoding');
    ctx.length = found.size;
    ctx.body = found.stream;
    return true;
  }
  ctx.status = 404;
  ctx.body = 'Not found';
  return true;
}
