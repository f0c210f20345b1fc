import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { JobRevisionRequest } from '../../db/models/job-extras';

export type RevisionRow = ModelObject<JobRevisionRequest>;

export async function insertRevisionRequest(
  trx: Knex,
  request: Pick<RevisionRow, 'job_id' | 'user_id' | 'reason'>,
): Promise<number> {
  const row = await JobRevisionRequest.query(trx).insert(request);
  return row.id;
}

/** The request still waiting for the admin to reopen the job, if any. */
export async function findOpenRequest(db: Knex, jobId: number): Promise<RevisionRow | undefined> {
  return JobRevisionRequest.query(db).where({ job_id: jobId }).whereNull('reopened_at').orderBy('id', 'desc').first();
}

export async function markOpenRequestReopened(trx: Knex, jobId: number): Promise<void> {
  await JobRevisionRequest.query(trx)
    .where({ job_id: jobId })
    .whereNull('reopened_at')
    .patch({ reopened_at: trx.fn.now() });
}

/** Every request of a job, newest first. */
export async function findRequestsOf(db: Knex, jobId: number): Promise<RevisionRow[]> {
  return JobRevisionRequest.query(db).where({ job_id: jobId }).orderBy('id', 'desc');
}

/** The requests of several jobs that were reopened, newest first. */
export async function findReopenedRequests(db: Knex, jobIds: number[]): Promise<RevisionRow[]> {
  return JobRevisionRequest.query(db).whereIn('job_id', jobIds).whereNotNull('reopened_at').orderBy('id', 'desc');
}

/** The requests waiting for the office to reopen their job, counted: a subquery of stats/admin-todo.ts's statement. */
export function openRequestCount(db: Knex): Knex.Raw {
  return db.raw('(select count(*)::int from job_revision_requests where reopened_at is null)');
}

/** The customer's reasons go with their personal data; the requests stay (privacy/erase-repository.ts). */
export async function eraseRevisionReasonsBy(trx: Knex, userId: number): Promise<void> {
  await trx('job_revision_requests').where({ user_id: userId }).update({ reason: '' });
}

/** The customer's revision requests, for their data export (privacy/export-repository.ts). */
export function exportedRevisionRequests(db: Knex, userId: number) {
  return db('job_revision_requests')
    .where({ user_id: userId })
    .orderBy('id')
    .select('job_id', 'reason', 'created_at', 'reopened_at');
}
