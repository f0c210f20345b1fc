import type { Knex } from 'knex';
import type { File } from 'formidable';
import { MESSAGE_MAX_FILES, type JobMessageDto } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors/app-error';
import { mailAdminsNewMessage } from '../job-mails/admin-mails';
import { mailCustomerJobEvent } from '../job-mails/customer-mails';
import {
  acceptAndStore,
  attachmentsOf,
  insertAttachments,
  removeStored,
  toAttachmentDto,
} from '../job-attachments/attachments';
import { findJobOwner } from '../jobs/job-facts-repository';
import { countUnreadFrom, findMessages, insertMessage, markReadFrom, type Side } from './repository';

export type { Side } from './repository';
type Db = Knex | Knex.Transaction;

/** The customer may use the thread of an own job that is not hidden from them; admins any job's. */
export async function assertThreadAccess(
  db: Db,
  jobId: number,
  viewer: { id: number; side: Side },
): Promise<number | null> {
  const job = await findJobOwner(db, jobId);
  if (!job) throw new NotFoundError();
  if (viewer.side === 'customer') {
    if (job.user_id !== viewer.id) throw new ForbiddenError();
    if (job.hidden_at) throw new NotFoundError();
  }
  return job.user_id;
}

const otherSide = (side: Side): Side => (side === 'customer' ? 'office' : 'customer');

/** The thread, oldest first; opening it marks the other side's messages read. */
export async function readThread(deps: AppDeps, jobId: number, viewer: { id: number; side: Side }) {
  await assertThreadAccess(deps.db, jobId, viewer);
  return threadAfterCheck(deps, jobId, viewer);
}

/** readThread once assertThreadAccess has passed for this viewer (postMessage checks it before writing). */
export async function threadAfterCheck(deps: AppDeps, jobId: number, viewer: { id: number; side: Side }) {
  await markReadFrom(deps.db, jobId, otherSide(viewer.side));
  const rows = await findMessages(deps.db, jobId);
  const files = await attachmentsOf(deps.db, jobId, ['message']);
  return rows.map((r): JobMessageDto => ({
    id: r.id,
    side: r.author_side,
    // the office sees the customer's name; nobody on the office side is named to the customer
    author_name:
      viewer.side === 'office' && r.author_side === 'customer'
        ? `${r.author_first_name ?? ''} ${r.author_surname ?? ''}`.trim() || null
        : null,
    body: r.body,
    files: files.filter((f) => f.owner_id === r.id).map((f) => toAttachmentDto(f, deps.signedLinks)),
    created_at: new Date(r.created_at).toISOString(),
    read_at: r.read_at ? new Date(r.read_at).toISOString() : null,
  }));
}

/**
 * Writes a message with its files (checked by their bytes first; nothing is kept when one is refused) and, in the
 * same transaction, the mail to the other side: the admins for a customer's message, the customer for the office's.
 */
export async function postMessage(
  deps: AppDeps,
  jobId: number,
  author: { id: number; side: Side },
  body: string,
  files: File[],
): Promise<void> {
  if (files.length > MESSAGE_MAX_FILES) throw new ValidationError({ files: 'invalidValue' });
  const customerId = await assertThreadAccess(deps.db, jobId, author);
  const stored = await acceptAndStore(deps, files, 'attachment', 'files');
  try {
    await deps.db.transaction(async (trx) => {
      const messageId = await insertMessage(trx, {
        job_id: jobId,
        author_id: author.id,
        author_side: author.side,
        body,
      });
      await insertAttachments(trx, {
        jobId,
        kind: 'message',
        ownerId: messageId,
        uploadedBy: author.id,
        files: stored,
      });
      const queued = { ...deps, db: trx };
      if (author.side === 'customer') await mailAdminsNewMessage(queued, { id: jobId });
      else await mailCustomerJobEvent(queued, { id: jobId, user_id: customerId }, 'message');
    });
  } catch (err) {
    await removeStored(deps, stored);
    throw err;
  }
}

/** Unread messages of the other side, per job, for a list of jobs. */
export async function unreadCounts(db: Db, jobIds: number[], viewerSide: Side): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (!jobIds.length) return counts;
  const rows = await countUnreadFrom(db, jobIds, otherSide(viewerSide));
  for (const r of rows) counts.set(r.job_id, Number(r.n));
  return counts;
}
