import type { Knex } from 'knex';
import type { AnyQueryBuilder, ModelObject } from 'objection';
import { Job } from '../../db/models/job';

/**
 * When a job was closed: completed (its last delivery), or cancelled (the audit row of the cancellation; a job
 * cancelled without one, e.g. by a fixture, counts from its last change).
 */
const CLOSED_AT = `case jobs.status
  when 'completed' then jobs.completed_at
  when 'cancelled' then coalesce(
    (select max(a.at) from job_audit a where a.job_id = jobs.id and a.to_status = 'cancelled'), jobs.updated_at)
  end`;

/** What the file retention (modules/file-retention) decides a job's files by. */
export type RetentionRow = Pick<ModelObject<Job>, 'id' | 'user_id' | 'status' | 'hidden_at' | 'files_deleted_at'> & {
  /** CLOSED_AT: null while the job is open. */
  closed_at: Date | null;
};

export async function findRetentionRow(db: Knex, jobId: number): Promise<RetentionRow | undefined> {
  return Job.query(db)
    .where('jobs.id', jobId)
    .select('id', 'user_id', 'status', 'hidden_at', 'files_deleted_at', Job.raw(`${CLOSED_AT} as closed_at`))
    .first()
    .castTo<RetentionRow | undefined>();
}

/** Jobs closed before the cutoff whose files are still kept, in id order after `afterId`. */
export async function findJobIdsPastRetention(
  db: Knex,
  cutoff: Date,
  page: { afterId: number; limit: number },
): Promise<number[]> {
  const rows = await Job.query(db)
    .where('id', '>', page.afterId)
    .whereIn('status', ['completed', 'cancelled'])
    .whereNull('files_deleted_at')
    .whereRaw(`${CLOSED_AT} < ?`, [cutoff.toISOString()])
    .orderBy('id')
    .limit(page.limit)
    .select('id');
  return rows.map((r) => r.id);
}

/** Locks the job row; undefined when there is no such job. */
export async function lockRetentionRow(trx: Knex.Transaction, jobId: number): Promise<RetentionRow | undefined> {
  const locked = await Job.query(trx).where({ id: jobId }).forUpdate().select('id').first();
  return locked ? findRetentionRow(trx, jobId) : undefined;
}

/** The files are gone: the job says when (file-retention/repository.ts also forgets its preview and audits it). */
export async function stampFilesDeleted(trx: Knex.Transaction, jobId: number): Promise<void> {
  await Job.query(trx).where({ id: jobId }).patch({ files_deleted_at: trx.fn.now() });
}

const withFilesDeleted = (q: ReturnType<typeof Job.query>) =>
  q.whereNotNull('jobs.files_deleted_at').select('jobs.id').first();

/** Whether this source document's job had its files deleted: a download then answers 410, not 404. */
export async function isDeletedDocument(db: Knex, fileName: string): Promise<boolean> {
  return Boolean(await withFilesDeleted(Job.query(db).where('jobs.file_name', fileName)));
}

/** Whether one of the jobs a subquery selects (`select job_id from …` of the file's owner) had its files deleted. */
export async function hasJobWithFilesDeleted(db: Knex, jobIds: AnyQueryBuilder): Promise<boolean> {
  return Boolean(await withFilesDeleted(Job.query(db).whereIn('jobs.id', jobIds)));
}
