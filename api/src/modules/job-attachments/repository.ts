import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { Job } from '../../db/models/job';
import { JobAttachment } from '../../db/models/job-extras';

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
    .join('jobs', 'jobs.id', 'job_attachments.job_id')
    .where('job_attachments.file_name', fileName)
    .select('job_attachments.kind', 'jobs.user_id', 'jobs.assigned_translator_id', 'jobs.hidden_at')
    .first()
    .castTo<AttachmentAccessRow | undefined>();
}
