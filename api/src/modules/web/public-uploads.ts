import type { ParameterizedContext } from 'koa';
import { isPublicArea, type Storage } from '../../lib/storage';
import type { AppState } from '../../types';
import { contentTypeOf } from '../downloads/content-disposition';

/**
 * GET /uploads/<area>/<stored name> for the public areas (avatars, slide images), read through the storage, so the
 * same address works whether files sit in DATA_DIR or in an S3 bucket. Anything else under /uploads is a 404.
 */
export async function sendPublicUpload(ctx: ParameterizedContext<AppState>, storage: Storage, rest: string): Promise<void> {
  const [area = '', encodedName = '', ...extra] = rest.split('/');
  const fileName = decodedOrNull(encodedName);
  const file = isPublicArea(area) && fileName && extra.length === 0 ? await storage.open(area, fileName) : null;
  if (!file || !fileName) {
    ctx.status = 404;
    ctx.body = 'Not found';
    return;
  }
  ctx.type = contentTypeOf(fileName);
  ctx.length = file.size;
  // A stored name is never reused (time prefix), so what it names never changes.
  ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  if (ctx.method === 'HEAD') {
    file.stream.destroy(); // nothing will read it
    ctx.status = 200;
    return;
  }
  ctx.body = file.stream;
}

function decodedOrNull(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}
