import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { Job } from '../../db/models/job';
import { JobDeadlineRequest } from '../../db/models/job-extras';
import type { User } from '../../db/models/user';
import { jobAccessTable } from '../jobs/job-facts-repository';
import { peopleTable } from '../settings/people-repository';

export type RequestRow = ModelObject<JobDeadlineRequest>;

/** A request row with what decides whether a pending one still applies, and the translator's name. */
export type RequestView = RequestRow & {
  job_status: Job['status'];
  job_translator_id: Job['assigned_translator_id'];
  translator_first_name: User['name'] | null;
  translator_surname: User['surname'] | null;
};

/**
 * Request rows with their job's state and the translator's name. Plain knex: the translator's and the admin's
 * job lists ask it for every page (no model instances on that path).
 */
export const selectViews = (db: Knex): Knex.QueryBuilder<RequestView, RequestView[]> =>
  db<RequestView>('job_deadline_requests as r')
    .join(jobAccessTable(db).as('jobs'), 'jobs.id', 'r.job_id')
    .leftJoin(peopleTable(db).as('users'), 'users.id', 'r.translator_id')
    .select(
      'r.*',
      'jobs.status as job_status',
      'jobs.assigned_translator_id as job_translator_id',
      'users.name as translator_first_name',
      'users.surname as translator_surname',
    );

export async function findView(db: Knex, id: number): Promise<RequestView | undefined> {
  return selectViews(db).where('r.id', id).first();
}

/**
 * `deadline_requested`: the new due date a translator at work waits for, for the job lists' one statement
 * (jobs/job-list-repository.ts), correlated to its `jobs` row. A pending request counts only while its translator
 * still holds the job at work.
 */
export function deadlineAskedColumn(db: Knex): Knex.Raw {
  return db.raw(`(select r.requested_date from job_deadline_requests r
    where r.job_id = jobs.id and r.status = 'pending' and jobs.status in ('in_progress', 'revision_requested')
      and r.translator_id = jobs.assigned_translator_id order by r.id limit 1) as deadline_requested`);
}

/** The pending requests, counted: a subquery of stats/admin-todo.ts's statement. */
export function pendingRequestCount(db: Knex): Knex.Raw {
  return db.raw("(select count(*)::int from job_deadline_requests where status = 'pending')");
}

/** Marks the job's waiting requests lapsed, except (when given) those of the translator still at work on it. */
export async function lapsePendingRequests(trx: Knex, jobId: number, keepTranslatorId: number | null): Promise<void> {
  const stale = JobDeadlineRequest.query(trx).where({ job_id: jobId }).modify('pending');
  if (keepTranslatorId !== null)
    stale.where((q) => q.whereNull('translator_id').orWhereNot('translator_id', keepTranslatorId));
  await stale.patch({ status: 'lapsed', decided_at: trx.fn.now() }).returning('id');
}

export async function hasPendingRequest(trx: Knex, jobId: number): Promise<boolean> {
  return Boolean(await JobDeadlineRequest.query(trx).where({ job_id: jobId }).modify('pending').select('id').first());
}

export async function insertRequest(
  trx: Knex,
  request: Pick<RequestRow, 'job_id' | 'translator_id' | 'previous_date' | 'requested_date' | 'reason'>,
): Promise<number> {
  const row = await JobDeadlineRequest.query(trx).insert(request);
  return row.id;
}

export async function findRequestJobId(db: Knex, requestId: number): Promise<number | undefined> {
  return (await JobDeadlineRequest.query(db).where({ id: requestId }).select('job_id').first())?.job_id;
}

export async function findRequest(trx: Knex, requestId: number): Promise<RequestRow | undefined> {
  return JobDeadlineRequest.query(trx).where({ id: requestId }).first();
}

export async function recordDecision(
  trx: Knex,
  requestId: number,
  decision: { status: 'accepted' | 'declined'; adminId: number; auditId: number; note?: string | null },
): Promise<void> {
  await JobDeadlineRequest.query(trx)
    .where({ id: requestId })
    .patch({
      decided_at: trx.fn.now(),
      decided_by: decision.adminId,
      status: decision.status,
      ...(decision.note === undefined ? {} : { decision_note: decision.note }),
      decision_audit_id: decision.auditId,
    });
}

export async function findAcceptedDates(
  db: Knex,
  auditIds: number[],
): Promise<Pick<RequestRow, 'decision_audit_id' | 'requested_date'>[]> {
  return JobDeadlineRequest.query(db)
    .whereIn('decision_audit_id', auditIds)
    .where({ status: 'accepted' })
    .select('decision_audit_id', 'requested_date');
}
