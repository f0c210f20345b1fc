import type { Knex } from 'knex';
import type { StorageArea } from '../../lib/storage';
import { jobIdsWithRetainedAttachment, retainedAttachmentFilesOf } from '../job-attachments/repository';
import { findPreviewImage, forgetPreviewImage } from '../job-previews/repository';
import { findJobDocumentName } from '../jobs/job-facts-repository';
import { writeAudit } from '../jobs/job-repository';
import { hasJobWithFilesDeleted, isDeletedDocument, stampFilesDeleted } from '../jobs/job-retention-repository';
import { jobIdsWithOutputNamed, outputFileNamesOf } from '../jobs/output-repository';
import { jobIdsWithStampedCopy, stampedCopyFilesOf } from '../verifications/repository';

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
  const [document, outputs, preview, stamped, attachments] = await Promise.all([
    findJobDocumentName(db, jobId),
    outputFileNamesOf(db, jobId),
    findPreviewImage(db, jobId),
    stampedCopyFilesOf(db, jobId),
    retainedAttachmentFilesOf(db, jobId),
  ]);
  const files: StoredFile[] = [];
  if (document !== undefined) files.push({ area: 'documents', name: document });
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
  await stampFilesDeleted(trx, jobId);
  await forgetPreviewImage(trx, jobId);
  await writeAudit(trx, { jobId, actorId, action, from: null, to: null });
}

/** The job whose deleted files this name was among, if any: a download then answers 410, not 404. */
export async function isDeletedJobFile(db: Knex, area: string, fileName: string): Promise<boolean> {
  if (area === 'documents') return isDeletedDocument(db, fileName);
  if (area === 'output')
    return (
      (await hasJobWithFilesDeleted(db, jobIdsWithOutputNamed(db, fileName))) ||
      hasJobWithFilesDeleted(db, jobIdsWithStampedCopy(db, fileName))
    );
  if (area === 'attachments') return hasJobWithFilesDeleted(db, jobIdsWithRetainedAttachment(db, fileName));
  return false;
}
