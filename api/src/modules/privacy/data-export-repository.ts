import type { Knex } from 'knex';
import { DataExport } from '../../db/models/privacy';

export type DataExportRow = Pick<
  DataExport,
  'id' | 'user_id' | 'status' | 'file_name' | 'size' | 'created_at' | 'ready_at' | 'expires_at'
>;

const columns = ['id', 'user_id', 'status', 'file_name', 'size', 'created_at', 'ready_at', 'expires_at'] as const;

export async function insertDataExport(db: Knex, userId: number): Promise<DataExportRow> {
  return DataExport.query(db)
    .insert({ user_id: userId, status: 'preparing' })
    .returning([...columns]);
}

/** The account's exports, newest first: the screen shows the latest few. */
export async function findDataExportsOf(db: Knex, userId: number, limit = 5): Promise<DataExportRow[]> {
  return DataExport.query(db)
    .where({ user_id: userId })
    .orderBy('id', 'desc')
    .limit(limit)
    .select(...columns);
}

export async function findDataExport(db: Knex, id: number): Promise<DataExportRow | undefined> {
  return DataExport.query(db)
    .where({ id })
    .select(...columns)
    .first();
}

/** An export of the account being prepared since `since`, if any (an older one died with its task). */
export async function findPreparingExport(db: Knex, userId: number, since: Date): Promise<DataExportRow | undefined> {
  return DataExport.query(db)
    .where({ user_id: userId, status: 'preparing' })
    .where('created_at', '>', since)
    .select(...columns)
    .first();
}

export async function markExportReady(
  db: Knex,
  id: number,
  file: { name: string; size: number },
  expiresAt: Date,
): Promise<void> {
  await DataExport.query(db)
    .where({ id })
    .patch({ status: 'ready', file_name: file.name, size: file.size, ready_at: new Date(), expires_at: expiresAt });
}

export async function markExportFailed(db: Knex, id: number): Promise<void> {
  await DataExport.query(db).where({ id, status: 'preparing' }).patch({ status: 'failed' });
}

/** Ready exports past their time: their files go, the rows stay as 'expired' (answered 410). */
export async function findExpiredExports(db: Knex, now: Date): Promise<{ id: number; file_name: string | null }[]> {
  return DataExport.query(db).where({ status: 'ready' }).where('expires_at', '<=', now).select('id', 'file_name');
}

export async function markExportExpired(db: Knex, id: number): Promise<void> {
  await DataExport.query(db).where({ id }).patch({ status: 'expired', file_name: null });
}

/** Every export of the account with a stored file, for the account's deletion; the rows go with it. */
export async function deleteExportsOf(db: Knex, userId: number): Promise<string[]> {
  const rows = await DataExport.query(db).where({ user_id: userId }).delete().returning(['file_name']);
  return (rows as unknown as { file_name: string | null }[]).flatMap((r) => (r.file_name ? [r.file_name] : []));
}
