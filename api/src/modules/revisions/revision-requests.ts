import type { Knex } from 'knex';
import type { File } from 'formidable';
import { REVISION_MAX_FILES, type RevisionRequestDto } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors/app-error';
import { lockJob, writeAudit } from '../jobs/job-repository';
import { mailAdminsRevisionAsked } from '../job-mails/admin-mails';
import type { SignedLinks } from '../../lib/signed-links';
import {
  acceptAndStore,
  attachmentsOf,
  insertAttachments,
  removeStored,
  toAttachmentDto,
} from '../job-attachments/attachments';
import {
  findOpenRequest,
  findReopenedRequests,
  findRequestsOf,
  insertRevisionRequest,
  markOpenRequestReopened,
  type RevisionRow,
} from './repository';

type Db = Knex | Knex.Transaction;

/**
 * The customer asks for a revision of a completed job, saying what to fix. The job stays completed (the
 * customer keeps the delivered files) until the admin reopens it; one open request at a time.
 */
export async function askRevision(
  deps: AppDeps,
  userId: number,
  jobId: number,
  reason: string,
  files: File[],
): Promise<number> {
  if (files.length > REVISION_MAX_FILES) throw new ValidationError({ files: 'invalidValue' });
  const stored = await acceptAndStore(deps, files, 'attachment', 'files');
  try {
    return await deps.db.transaction(async (trx) => {
      const job = await lockJob(trx, jobId);
      if (job.user_id !== userId) throw new ForbiddenError();
      if (job.hidden_at) throw new NotFoundError();
      if (job.status !== 'completed') throw new ConflictError('jobNotCompletedForRevision');
      if (await openRequestOf(trx, jobId)) throw new ConflictError('revisionAlreadyAsked');
      const requestId = await insertRevisionRequest(trx, { job_id: jobId, user_id: userId, reason });
      await insertAttachments(trx, { jobId, kind: 'revision', ownerId: requestId, uploadedBy: userId, files: stored });
      await writeAudit(trx, { jobId, actorId: userId, action: 'revision_asked', from: job.status, to: job.status });
      await mailAdminsRevisionAsked({ ...deps, db: trx }, { id: jobId, reason });
      return requestId;
    });
  } catch (err) {
    await removeStored(deps, stored);
    throw err;
  }
}

export async function openRequestOf(db: Db, jobId: number): Promise<RevisionRow | undefined> {
  return findOpenRequest(db, jobId);
}

/** Called when the admin reopens the job: the waiting request is now being worked on. */
export async function markRevisionReopened(trx: Knex.Transaction, jobId: number): Promise<void> {
  await markOpenRequestReopened(trx, jobId);
}

async function toDtos(db: Db, jobId: number, rows: RevisionRow[], links: SignedLinks): Promise<RevisionRequestDto[]> {
  const files = await attachmentsOf(db, jobId, ['revision']);
  return rows.map((r) => ({
    id: r.id,
    reason: r.reason,
    files: files.filter((f) => f.owner_id === r.id).map((f) => toAttachmentDto(f, links)),
    created_at: new Date(r.created_at).toISOString(),
    reopened_at: r.reopened_at ? new Date(r.reopened_at).toISOString() : null,
  }));
}

/** Every request of a job, newest first (the admin's job detail). */
export async function revisionRequestsOf(db: Db, jobId: number, links: SignedLinks): Promise<RevisionRequestDto[]> {
  const rows = await findRequestsOf(db, jobId);
  return toDtos(db, jobId, rows, links);
}

/** The request a reopened job is being revised for (the translator's view), per job. */
export async function reopenedRequestsOf(
  db: Db,
  jobIds: number[],
  links: SignedLinks,
): Promise<Map<number, RevisionRequestDto>> {
  const byJob = new Map<number, RevisionRequestDto>();
  if (!jobIds.length) return byJob;
  const rows = await findReopenedRequests(db, jobIds);
  for (const row of rows) {
    if (byJob.has(row.job_id)) continue;
    const [dto] = await toDtos(db, row.job_id, [row], links);
    if (dto) byJob.set(row.job_id, dto);
  }
  return byJob;
}
