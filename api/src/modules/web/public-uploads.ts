import type { ParameterizedContext } from 'koa';
import { isPublicArea, privateAreas, type Storage } from '../../lib/storage';
import type { AppState } from '../../types';
import { contentTypeOf } from '../../lib/content-types';

/**
 * Spec 7.6 names private files as uploads/{file}, uploads/output/{file}, uploads/cv/{file} and
 * uploads/certificates/{file}. They are never public: those addresses lead (307, query kept) to the download route,
 * which wants a signed link or the bearer token of someone allowed to see the file.
 */
function privateDownloadAddress(rest: string, search: string): string | null {
  const parts = rest.split('/');
  if (parts.length === 1 && parts[0]) return `/api/download/documents/${parts[0]}${search}`;
  const [area = '', name = ''] = parts;
  if (parts.length === 2 && name && (privateAreas as readonly string[]).includes(area))
    return `/api/download/${area}/${name}${search}`;
  return null;
}

/**
 * GET /uploads/<area>/<stored name> for the public areas (avatars, slide images), read through the storage, so the
 * same address works whether files sit in DATA_DIR or in an S3 bucket. Anything else under /uploads is a 404.
 */
export async function sendUpload(ctx: ParameterizedContext<AppState>, storage: Storage, rest: string): Promise<void> {
  const privateAddress = privateDownloadAddress(rest, ctx.search);
  if (privateAddress) {
    ctx.status = 307;
    ctx.redirect(privateAddress);
    return;
  }
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
