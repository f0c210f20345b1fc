import { displayFileName } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors/app-error';
import { isSafeStoredName } from '../../lib/storage';
import type { RouteContext } from '../../middleware/validate';
import { contentTypeOf } from '../../lib/content-types';
import { attachmentDisposition } from './content-disposition';
import { downloadAreas, downloadAuthorizerOf, type PrivateArea } from './download-areas';
import './job-file-areas';
import '../job-attachments/attachment-area';
import { missingFileError } from '../file-retention/deleted-file-error';

export interface DownloadInput {
  params: { area?: string; fileName: string };
  query: { exp?: number; sig?: string };
}

async function send(
  deps: AppDeps,
  ctx: RouteContext<DownloadInput>,
  area: PrivateArea,
  fileName: string,
): Promise<boolean> {
  const file = await deps.storage.open(area, fileName);
  if (!file) return false;
  ctx.set('Content-Type', contentTypeOf(fileName));
  ctx.set('Content-Length', String(file.size));
  ctx.set('Content-Disposition', attachmentDisposition(displayFileName(fileName)));
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = file.stream;
  return true;
}

/**
 * GET /download/<area>/<fileName>: a valid signed link, or a bearer token whose user the area's authorizer
 * accepts. A name that could leave its area (`..`, slashes, encoded or not) is refused before any lookup.
 */
export function serveDownload(deps: AppDeps) {
  return async function download(ctx: RouteContext<DownloadInput>) {
    const { params, query } = ctx.state.input;
    const area = params.area ?? '';
    const authorize = downloadAuthorizerOf(area);
    if (!authorize) throw new NotFoundError();
    if (!isSafeStoredName(params.fileName)) throw new ValidationError({ fileName: 'invalidValue' }, 'invalidValue');
    const storageArea = area as PrivateArea;
    if (
      query.exp !== undefined &&
      query.sig &&
      deps.signedLinks.isValid(storageArea, params.fileName, query.exp, query.sig)
    ) {
      if (await send(deps, ctx, storageArea, params.fileName)) return;
      throw await missingFileError(deps.db, storageArea, params.fileName);
    }
    const user = ctx.state.user;
    if (!user) throw query.sig ? new ForbiddenError() : new UnauthorizedError();
    if (!(await authorize({ db: deps.db, user, fileName: params.fileName }))) throw new ForbiddenError();
    if (!(await send(deps, ctx, storageArea, params.fileName)))
      throw await missingFileError(deps.db, storageArea, params.fileName);
  };
}

/** GET /download/<fileName> (spec 7.6): bearer token only; the first area holding the file that admits the user. */
export function serveDownloadAnyArea(deps: AppDeps) {
  return async function downloadAnyArea(ctx: RouteContext<DownloadInput>) {
    const { fileName } = ctx.state.input.params;
    if (!isSafeStoredName(fileName)) throw new ValidationError({ fileName: 'invalidValue' }, 'invalidValue');
    const user = ctx.state.user;
    if (!user) throw new UnauthorizedError();
    const admitted: PrivateArea[] = [];
    for (const area of downloadAreas()) {
      const authorize = downloadAuthorizerOf(area);
      if (!authorize || !(await authorize({ db: deps.db, user, fileName }))) continue;
      if (await send(deps, ctx, area, fileName)) return;
      admitted.push(area);
    }
    for (const area of admitted) {
      const error = await missingFileError(deps.db, area, fileName);
      if (!(error instanceof NotFoundError)) throw error;
    }
    throw new NotFoundError();
  };
}
