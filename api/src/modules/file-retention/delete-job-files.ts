import type { AppDeps } from '../../deps';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/app-error';
import { findJobIdsPastRetention, lockRetentionRow, type RetentionRow } from '../jobs/job-retention-repository';
import { findJobFiles, markFilesDeleted } from './repository';

/** The settings in force: the kept ones in a request, read afresh by the daily task. */
type Deps = Pick<AppDeps, 'db' | 'storage' | 'logger'> & { siteSettings: Pick<AppDeps['siteSettings'], 'read'> };

const closed = (job: RetentionRow) => job.status === 'completed' || job.status === 'cancelled';

/**
 * Removes a closed job's files from storage (the local folder or the bucket), then marks the job, in one
 * transaction on its locked row. The files go first: should the mark fail, the next run finds the job again and
 * removing a file already gone is a no-op; a job is never marked with files still kept. The record, its
 * deliveries' names and fingerprints, the messages and the payments stay.
 */
async function deleteFilesOf(
  deps: Deps,
  jobId: number,
  check: (job: RetentionRow) => void,
  mark: { actorId: number | null; action: 'files_deleted_by_customer' | 'files_expired' },
): Promise<boolean> {
  return deps.db.transaction(async (trx) => {
    const job = await lockRetentionRow(trx, jobId);
    if (!job) throw new NotFoundError();
    check(job);
    if (job.files_deleted_at || !closed(job)) return false;
    const files = await findJobFiles(trx, jobId);
    for (const file of files) await deps.storage.remove(file.area, file.name);
    await markFilesDeleted(trx, jobId, mark.actorId, mark.action);
    return true;
  });
}

/** The customer deletes their completed or cancelled job's files at once. */
export async function deleteFilesNow(deps: Deps, customerId: number, jobId: number): Promise<void> {
  await deleteFilesOf(
    deps,
    jobId,
    (job) => {
      if (job.user_id !== customerId) throw new ForbiddenError();
      if (job.hidden_at) throw new NotFoundError();
      if (job.files_deleted_at) throw new ConflictError('jobFilesAlreadyDeleted');
      if (!closed(job)) throw new ConflictError('jobFilesNotClosed');
    },
    { actorId: customerId, action: 'files_deleted_by_customer' },
  );
}

const dayMs = 24 * 3600 * 1000;

/**
 * The daily run: every job closed longer ago than the office's retention period loses its files. Each job in
 * its own transaction, in batches, so a long backlog neither holds one huge transaction nor stops at the first
 * failure. Answers how many jobs' files went.
 */
export async function deleteExpiredFiles(deps: Deps, now: Date = new Date()): Promise<number> {
  const { file_retention_days: days } = await deps.siteSettings.read();
  const cutoff = new Date(now.getTime() - days * dayMs);
  let deleted = 0;
  let afterId = 0;
  for (;;) {
    const ids = await findJobIdsPastRetention(deps.db, cutoff, { afterId, limit: 100 });
    for (const id of ids) {
      try {
        if (await deleteFilesOf(deps, id, () => undefined, { actorId: null, action: 'files_expired' })) deleted += 1;
      } catch (err) {
        // a bucket away for a moment: the job is tried again tomorrow, the others go on
        deps.logger.warn({ err, jobId: id }, 'files of an expired job could not be deleted');
      }
      afterId = id;
    }
    if (ids.length < 100) return deleted;
  }
}
