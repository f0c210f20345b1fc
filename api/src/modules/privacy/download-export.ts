import type { AppDeps } from '../../deps';
import { AppError, NotFoundError, UnauthorizedError } from '../../errors/app-error';
import type { RouteContext } from '../../middleware/validate';
import { attachmentDisposition } from '../downloads/content-disposition';
import { findDataExport } from './data-export-repository';
import { exportLinkArea, exportLinkSubject } from './data-exports';

export interface ExportDownloadInput {
  params: { id: number };
  query: { exp?: number; sig?: string };
}

/**
 * GET /settings/data-exports/:id/download: the owner's bearer token, or the short-lived link handed to the owner
 * (its signature binds the export to the account). Anyone else gets 404, as if there were no such export; an
 * export past its time answers 410 whoever asks.
 */
export function downloadExport(deps: AppDeps) {
  return async function downloadDataExport(ctx: RouteContext<ExportDownloadInput>) {
    const { params, query } = ctx.state.input;
    const row = await findDataExport(deps.db, params.id);
    const signed =
      row !== undefined &&
      query.exp !== undefined &&
      query.sig !== undefined &&
      deps.signedLinks.isValid(exportLinkArea, exportLinkSubject(row), query.exp, query.sig);
    if (!signed) {
      const user = ctx.state.user;
      if (!user) throw new UnauthorizedError();
      if (!row || row.user_id !== user.id) throw new NotFoundError();
    }
    if (!row) throw new NotFoundError();
    const expired = row.status === 'expired' || (row.expires_at !== null && new Date(row.expires_at) <= new Date());
    if (expired) throw new AppError(410, 'dataExportExpired');
    if (row.status !== 'ready' || !row.file_name) throw new AppError(409, 'dataExportNotReady');
    const file = await deps.storage.open('exports', row.file_name);
    if (!file) throw new AppError(410, 'dataExportExpired');
    ctx.set('Content-Type', 'application/zip');
    ctx.set('Content-Length', String(file.size));
    ctx.set('Content-Disposition', attachmentDisposition(`tercume-odasi-verilerim-${row.id}.zip`));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = file.stream;
  };
}
