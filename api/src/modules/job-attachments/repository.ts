import type { Knex } from 'knex';
import type { JobAttachmentDto } from 'shared-ui/contracts';
import { JobAttachment } from '../../db/models/job-extras';

export type AttachmentKind = JobAttachmentDto['kind'];

export interface AttachmentRow {
  id: number;
  job_id: number;
  kind: AttachmentKind;
  owner_id: number | null;
  file_name: string;
  mime: string;
  size: number;
  created_at: Date;
}

export interface NewAttachment {
  job_id: number;
  kind: AttachmentKind;
  owner_id: number | null;
  file_name: string;
  mime: string;
  size: number;
  uploaded_by: number;
}

export async function insertAttachmentRows(trx: Knex, rows: NewAttachment[]): Promise<void> {
  if (!rows.length) return;
  await JobAttachment.query(trx).insert(rows);
}

/** The attachments of a job, oldest first, of the given kinds. */
export async function findAttachments(db: Knex, jobId: number, kinds: AttachmentKind[]): Promise<AttachmentRow[]> {
  return JobAttachment.query(db)
    .where({ job_id: jobId })
    .whereIn('kind', kinds)
    .orderBy('id')
    .castTo<AttachmentRow[]>();
}

export interface AttachmentAccessRow {
  kind: AttachmentKind;
  user_id: number | null;
  assigned_translator_id: number | null;
  hidden_at: Date | null;
}

/** The stored file's kind and its job's people: who may download it. */
export async function findAttachmentAccess(db: Knex, fileName: string): Promise<AttachmentAccessRow | undefined> {
  return JobAttachment.query(db)
    .join('jobs', 'jobs.id', 'job_attachments.job_id')
    .where('job_attachments.file_name', fileName)
    .select('job_attachments.kind', 'jobs.user_id', 'jobs.assigned_translator_id', 'jobs.hidden_at')
    .first()
    .castTo<AttachmentAccessRow | undefined>();
}
