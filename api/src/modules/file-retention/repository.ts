import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { Job, JobAudit } from '../../db/models/job';
import type { StorageArea } from '../../lib/storage';
import { jobIdsWithRetainedAttachment, retainedAttachmentFilesOf } from '../job-attachments/repository';
import { findPreviewImage, forgetPreviewImage } from '../job-previews/repository';
import { jobIdsWithOutputNamed, outputFileNamesOf } from '../jobs/output-repository';
import { jobIdsWithStampedCopy, stampedCopyFilesOf } from '../verifications/repository';

/**
 * When a job was closed: completed (its last delivery), or cancelled (the audit row of the cancellation; a job
 * cancelled without one, e.g. by a fixture, counts from its last change).
 */
const CLOSED_AT = `case jobs.status
  when 'completed' then jobs.completed_at
  when 'cancelled' then coalesce(
    (select max(a.at) from job_audit a where a.job_id = jobs.id and a.to_status = 'cancelled'), jobs.updated_at)
  end`;

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

export interface StoredFile {
  area: StorageArea;
  name: string;
}

/**
 * Every stored file of a job that its retention covers: the document, each delivery (current and replaced),
 * the preview image, the verification codes' stamped copies, and the files of revision requests and messages.
 * The customer's payment receipts stay: they are payment records the office keeps.
 */
export async function findJobFiles(db: Knex, jobId: number): Promise<StoredFile[]> {
  const [job, outputs, preview, stamped, attachments] = await Promise.all([
    Job.query(db).findById(jobId).select('file_name'),
    outputFileNamesOf(db, jobId),
    findPreviewImage(db, jobId),
    stampedCopyFilesOf(db, jobId),
    retainedAttachmentFilesOf(db, jobId),
  ]);
  const files: StoredFile[] = [];
  if (job) files.push({ area: 'documents', name: job.file_name });
  for (const name of outputs) files.push({ area: 'output', name });
  if (preview) files.push({ area: 'previews', name: preview });
  for (const name of stamped) files.push({ area: 'output', name });
  for (const name of attachments) files.push({ area: 'attachments', name });
  return files;
}

/** The files are gone: the job says when, and its preview no longer points at an image. */
export async function markFilesDeleted(
  trx: Knex.Transaction,
  jobId: number,
  actorId: number | null,
  action: 'files_deleted_by_customer' | 'files_expired',
): Promise<void> {
  await Job.query(trx).where({ id: jobId }).patch({ files_deleted_at: trx.fn.now() });
  await forgetPreviewImage(trx, jobId);
  await JobAudit.query(trx).insert({ job_id: jobId, actor_id: actorId, action, from_status: null, to_status: null });
}

/** The job whose deleted files this name was among, if any: a download then answers 410, not 404. */
export async function isDeletedJobFile(db: Knex, area: string, fileName: string): Promise<boolean> {
  const deleted = (q: ReturnType<typeof Job.query>) =>
    q.whereNotNull('jobs.files_deleted_at').select('jobs.id').first();
  if (area === 'documents') return Boolean(await deleted(Job.query(db).where('jobs.file_name', fileName)));
  if (area === 'output')
    return Boolean(
      (await deleted(Job.query(db).whereIn('jobs.id', jobIdsWithOutputNamed(db, fileName)))) ??
      (await deleted(Job.query(db).whereIn('jobs.id', jobIdsWithStampedCopy(db, fileName)))),
    );
  if (area === 'attachments')
    return Boolean(await deleted(Job.query(db).whereIn('jobs.id', jobIdsWithRetainedAttachment(db, fileName))));
  return false;
}
