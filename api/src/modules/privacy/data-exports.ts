import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { DataExportDto } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { Env } from '../../config/env';
import { ConflictError } from '../../errors/app-error';
import { findRecipient, lockAccountRow } from '../settings/people-repository';
import type { Storage } from '../../lib/storage';
import type { TaskDefinition, TaskQueue } from '../../lib/tasks/task-queue';
import { gatherAccountData } from './account-data';
import {
  findDataExport,
  findDataExportsOf,
  findExpiredExports,
  findPreparingExport,
  insertDataExport,
  markExportExpired,
  markExportFailed,
  markExportReady,
  type DataExportRow,
} from './data-export-repository';
import { sendExportReadyMail } from './export-mails';
import { writeExportZip } from './export-zip';

/** How long a prepared export stays downloadable before its file is deleted. */
export const exportKeptDays = 7;
/** An export still 'preparing' after this died with its task; the account may ask again. */
const preparingGiveUpMs = 60 * 60 * 1000;

export const dataExportTaskNames = {
  prepare: 'prepare-data-export',
  purge: 'purge-data-exports',
} as const;

/** Where the signed link of an export points; the signature binds the export to its account. */
export const exportDownloadPath = (id: number) => `/api/settings/data-exports/${id}/download`;
export const exportLinkSubject = (row: Pick<DataExportRow, 'id' | 'user_id'>) => `${row.user_id}:${row.id}`;
export const exportLinkArea = 'data-export';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function isDownloadable(row: DataExportRow, now = new Date()): boolean {
  return row.status === 'ready' && row.expires_at !== null && new Date(row.expires_at) > now;
}

export function toExportDto(deps: Pick<AppDeps, 'signedLinks'>, row: DataExportRow): DataExportDto {
  // a ready export past its time is expired to the user, before the hourly task has removed its file
  const downloadable = isDownloadable(row);
  return {
    id: row.id,
    status: row.status === 'ready' && !downloadable ? 'expired' : row.status,
    created_at: iso(row.created_at) as string,
    ready_at: iso(row.ready_at),
    expires_at: iso(row.expires_at),
    size: row.size === null ? null : Number(row.size),
    url: downloadable
      ? deps.signedLinks.linkTo(exportDownloadPath(row.id), exportLinkArea, exportLinkSubject(row))
      : null,
  };
}

export async function listDataExports(deps: AppDeps, userId: number): Promise<DataExportDto[]> {
  return (await findDataExportsOf(deps.db, userId)).map((row) => toExportDto(deps, row));
}

/**
 * Asks for a new export: one at a time per account (409 while one is being prepared). The task is queued in the
 * same transaction, so the row and its task exist together.
 */
export async function requestDataExport(deps: AppDeps, userId: number): Promise<DataExportDto> {
  const row = await deps.db.transaction(async (trx) => {
    await lockAccountRow(trx, userId);
    if (await findPreparingExport(trx, userId, new Date(Date.now() - preparingGiveUpMs)))
      throw new ConflictError('dataExportPending');
    const created = await insertDataExport(trx, userId);
    await deps.queue.add(trx, dataExportTaskNames.prepare, { exportId: created.id });
    return created;
  });
  return toExportDto(deps, row);
}

interface TaskDeps {
  db: Knex;
  queue: TaskQueue;
  storage: Storage;
  env: Env;
  logger: Logger;
}

/** Builds the ZIP in a temporary folder, stores it encrypted in `exports`, marks it ready and mails the owner. */
async function prepare(deps: TaskDeps, row: DataExportRow): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tercume-export-'));
  try {
    const zipPath = path.join(dir, 'export.zip');
    const account = await gatherAccountData(deps.db, row.user_id);
    const { missing } = await writeExportZip(deps.storage, account, zipPath);
    const size = (await stat(zipPath)).size;
    const day = new Date().toISOString().slice(0, 10);
    const name = await deps.storage.put('exports', zipPath, `veriler-${row.user_id}-${day}.zip`);
    const expiresAt = new Date(Date.now() + exportKeptDays * 24 * 3600 * 1000);
    await deps.db.transaction(async (trx) => {
      await markExportReady(trx, row.id, { name, size }, expiresAt);
      const to = await findRecipient(trx, row.user_id);
      if (to) await sendExportReadyMail({ ...deps, db: trx }, to, exportKeptDays);
    });
    deps.logger.info({ exportId: row.id, size, missing: missing.length }, 'data export ready');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function dataExportTasks(deps: TaskDeps): TaskDefinition<never>[] {
  const prepareTask: TaskDefinition<{ exportId: number }> = {
    name: dataExportTaskNames.prepare,
    // A failed export is marked failed at once and the account may ask again; the admin sees the task's error.
    retryLimit: 0,
    expireInSeconds: 30 * 60,
    async run({ exportId }) {
      const row = await findDataExport(deps.db, exportId);
      if (!row || row.status !== 'preparing') return;
      try {
        await prepare(deps, row);
      } catch (err) {
        await markExportFailed(deps.db, exportId);
        throw err;
      }
    },
  };
  const purgeTask: TaskDefinition<object> = {
    name: dataExportTaskNames.purge,
    cron: '23 * * * *',
    retryLimit: 2,
    async run() {
      await purgeExpiredExports(deps);
    },
  };
  return [prepareTask, purgeTask] as TaskDefinition<never>[];
}

/** Removes the files of exports past their time; the rows stay (a late link answers 410, not 404). */
export async function purgeExpiredExports(deps: Pick<TaskDeps, 'db' | 'storage' | 'logger'>, now = new Date()) {
  const expired = await findExpiredExports(deps.db, now);
  for (const row of expired) {
    if (row.file_name) await deps.storage.remove('exports', row.file_name);
    await markExportExpired(deps.db, row.id);
  }
  if (expired.length > 0) deps.logger.info({ removed: expired.length }, 'expired data exports removed');
  return expired.length;
}
