import type { Knex } from 'knex';
import type { File } from 'formidable';
import { displayFileName, type JobAttachmentDto } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { acceptUpload, type UploadKind } from '../../lib/uploads';
import type { SignedLinks } from '../../lib/signed-links';
import { findAttachments, insertAttachmentRows, type AttachmentKind, type AttachmentRow } from './repository';

export type { AttachmentKind } from './repository';

export interface StoredFile {
  fileName: string;
  mime: string;
  size: number;
}

/**
 * Checks every file by its bytes (nothing is stored when one is refused), then stores them in the private
 * `attachments` area. The caller writes the rows in its transaction and calls `removeStored` if that fails.
 */
export async function acceptAndStore(
  deps: Pick<AppDeps, 'storage'>,
  files: File[],
  kind: UploadKind,
  field: string,
): Promise<StoredFile[]> {
  const accepted = [];
  for (const file of files) accepted.push(await acceptUpload(file, kind, field));
  const stored: StoredFile[] = [];
  for (const a of accepted) {
    const fileName = await deps.storage.put('attachments', a.tempPath, a.originalName);
    stored.push({ fileName, mime: a.mime, size: a.size });
  }
  return stored;
}

export async function removeStored(deps: Pick<AppDeps, 'storage'>, stored: StoredFile[]): Promise<void> {
  await Promise.all(stored.map((s) => deps.storage.remove('attachments', s.fileName)));
}

export async function insertAttachments(
  trx: Knex | Knex.Transaction,
  rows: { jobId: number; kind: AttachmentKind; ownerId: number | null; uploadedBy: number; files: StoredFile[] },
): Promise<void> {
  await insertAttachmentRows(
    trx,
    rows.files.map((f) => ({
      job_id: rows.jobId,
      kind: rows.kind,
      owner_id: rows.ownerId,
      file_name: f.fileName,
      mime: f.mime,
      size: f.size,
      uploaded_by: rows.uploadedBy,
    })),
  );
}

/** The attachments of a job, oldest first, optionally of some kinds only. */
export async function attachmentsOf(
  db: Knex | Knex.Transaction,
  jobId: number,
  kinds: AttachmentKind[],
): Promise<AttachmentRow[]> {
  return findAttachments(db, jobId, kinds);
}

export function toAttachmentDto(row: AttachmentRow, links: SignedLinks): JobAttachmentDto {
  return {
    id: row.id,
    kind: row.kind,
    display_name: displayFileName(row.file_name),
    size: row.size,
    url: links.link('attachments', row.file_name),
    created_at: new Date(row.created_at).toISOString(),
  };
}
