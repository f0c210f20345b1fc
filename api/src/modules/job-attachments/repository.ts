import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { Job } from '../../db/models/job';
import { JobAttachment } from '../../db/models/job-extras';
import { jobAccessTable } from '../jobs/job-facts-repository';

export type AttachmentKind = JobAttachment['kind'];

export type AttachmentRow = ModelObject<JobAttachment>;

export type NewAttachment = Pick<
  ModelObject<JobAttachment>,
  'job_id' | 'kind' | 'owner_id' | 'file_name' | 'mime' | 'size' | 'uploaded_by'
>;

export async function insertAttachmentRows(trx: Knex, rows: NewAttachment[]): Promise<void> {
  if (!rows.length) return;
  await JobAttachment.query(trx).insert(rows);
}

/** The attachments of a job, oldest first, of the given kinds. */
export async function findAttachments(db: Knex, jobId: number, kinds: AttachmentKind[]): Promise<AttachmentRow[]> {
  return JobAttachment.query(db).where({ job_id: jobId }).whereIn('kind', kinds).orderBy('id');
}

export type AttachmentAccessRow = Pick<ModelObject<JobAttachment>, 'kind'> &
  Pick<ModelObject<Job>, 'user_id' | 'assigned_translator_id' | 'hidden_at'>;

/** The stored file's kind and its job's people: who may download it. */
export async function findAttachmentAccess(db: Knex, fileName: string): Promise<AttachmentAccessRow | undefined> {
  return JobAttachment.query(db)
    .join(jobAccessTable(db).as('jobs'), 'jobs.id', 'job_attachments.job_id')
    .where('job_attachments.file_name', fileName)
    .select('job_attachments.kind', 'jobs.user_id', 'jobs.assigned_translator_id', 'jobs.hidden_at')
    .first()
    .castTo<AttachmentAccessRow | undefined>();
}

/**
 * The job's attachments its file retention covers: all but the customer's payment receipts, which are payment
 * records the office keeps (file-retention/repository.ts).
 */
export async function retainedAttachmentFilesOf(db: Knex, jobId: number): Promise<string[]> {
  const rows = await JobAttachment.query(db).where({ job_id: jobId }).whereNot('kind', 'receipt').select('file_name');
  return rows.map((r) => r.file_name);
}

/**
 * The ids of the jobs with an attachment named `fileName` that is not a payment receipt, as a subquery:
 * file-retention/repository.ts asks in one statement whether it belonged to a job whose files were deleted.
 */
export function jobIdsWithRetainedAttachment(db: Knex, fileName: string) {
  return JobAttachment.query(db).where('file_name', fileName).whereNot('kind', 'receipt').select('job_id');
}

/** The jobs' attachments go with the customer's personal data, receipts kept; answers the files (privacy's erasure). */
export async function deleteRetainedAttachmentsOf(trx: Knex, jobIds: number[]): Promise<string[]> {
  const attachments: { file_name: string }[] = await trx('job_attachments')
    .whereIn('job_id', jobIds)
    .whereNot({ kind: 'receipt' })
    .delete()
    .returning('file_name');
  return attachments.map((a) => a.file_name);
}

/** Files the account uploaded to its jobs (receipts, revision material, message attachments), for its data export. */
export function exportedAttachments(db: Knex, userId: number, jobIds: number[]) {
  return db('job_attachments')
    .whereIn('job_id', jobIds)
    .where({ uploaded_by: userId })
    .orderBy('id')
    .select('job_id', 'kind', 'file_name', 'mime', 'size', 'created_at');
}
