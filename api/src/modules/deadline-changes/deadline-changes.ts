import type { Knex } from 'knex';
import {
  todayInIstanbul,
  type DeadlineRequestDto,
  type DeadlineRequestInput,
  type JobStatus,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors/app-error';
import { lastAuditId, lockJob, moveDueDate, writeAudit } from '../jobs/job-repository';
import type { JobRow } from '../jobs/job-rows';
import {
  mailAdminsDeadlineAsked,
  mailCustomerDeadlineChanged,
  mailTranslatorDeadlineAccepted,
  mailTranslatorDeadlineDeclined,
} from './deadline-mails';
import {
  findAcceptedDates,
  findRequest,
  findRequestJobId,
  findView,
  hasPendingRequest,
  insertRequest,
  lapsePendingRequests,
  recordDecision,
  selectViews,
  type RequestView,
} from './repository';
import { recordAdminAction } from '../admin-audit/record-admin-action';

/**
 * A new due date asked by the job's translator and decided by the office. Every change locks the
 * job row first (lockJob), so an ask and a decision, or two decisions, of the same job are serialized: the second
 * decision finds the request decided and answers 409.
 */

type Db = Knex | Knex.Transaction;
type Deps = Pick<AppDeps, 'db' | 'queue' | 'env'>;

const atWork: readonly JobStatus[] = ['in_progress', 'revision_requested'];

/** Whether a waiting request can still be decided: its job is at work with the translator who asked. */
const stillApplies = (job: { status: JobStatus; assigned_translator_id: number | null }, translatorId: number | null) =>
  atWork.includes(job.status) && translatorId !== null && job.assigned_translator_id === translatorId;

function toDto(row: RequestView, withName: boolean): DeadlineRequestDto {
  const applies = stillApplies(
    { status: row.job_status, assigned_translator_id: row.job_translator_id },
    row.translator_id,
  );
  const name = `${row.translator_first_name ?? ''} ${row.translator_surname ?? ''}`.trim();
  return {
    id: row.id,
    job_id: row.job_id,
    status: row.status === 'pending' && !applies ? 'lapsed' : row.status,
    previous_date: row.previous_date,
    requested_date: row.requested_date,
    reason: row.reason,
    created_at: new Date(row.created_at).toISOString(),
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    decision_note: row.decision_note,
    translator_name: withName ? name || null : null,
  };
}

async function viewOf(db: Db, id: number, withName: boolean): Promise<DeadlineRequestDto> {
  const row = await findView(db, id);
  if (!row) throw new NotFoundError();
  return toDto(row, withName);
}

/** Marks the job's waiting requests that no longer apply (the job left that translator's hands) as lapsed. */
async function lapseStale(trx: Knex.Transaction, job: JobRow): Promise<void> {
  const stillWorking = atWork.includes(job.status) ? job.assigned_translator_id : null;
  await lapsePendingRequests(trx, job.id, stillWorking);
}

/**
 * The assigned translator of a job at work asks for a later due date. Another translator's job answers 403 as the
 * other translator routes do; a job not at work 409; a date not after the current due date 400; a second waiting
 * request 409.
 */
export async function askDeadlineChange(
  deps: Deps,
  translatorId: number,
  jobId: number,
  input: DeadlineRequestInput,
): Promise<DeadlineRequestDto> {
  const id = await deps.db.transaction(async (trx) => {
    const job = await lockJob(trx, jobId);
    if (job.assigned_translator_id !== translatorId) throw new ForbiddenError('jobNotAssignedToYou');
    if (!atWork.includes(job.status)) throw new ConflictError('deadlineJobNotInWork');
    if (input.delivery_date <= job.delivery_date) throw new ValidationError({ delivery_date: 'deadlineNotLater' });
    await lapseStale(trx, job);
    if (await hasPendingRequest(trx, jobId)) throw new ConflictError('deadlineAlreadyAsked');
    const requestId = await insertRequest(trx, {
      job_id: jobId,
      translator_id: translatorId,
      previous_date: job.delivery_date,
      requested_date: input.delivery_date,
      reason: input.reason,
    });
    await writeAudit(trx, {
      jobId,
      actorId: translatorId,
      action: 'deadline_change_asked',
      from: job.status,
      to: job.status,
    });
    await mailAdminsDeadlineAsked(
      { ...deps, db: trx },
      { id: jobId, previous: job.delivery_date, requested: input.delivery_date, reason: input.reason },
    );
    return requestId;
  });
  return viewOf(deps.db, id, false);
}

export type Decision = { accept: true } | { accept: false; note: string | null };

/**
 * The office decides a waiting request. Accepting moves the job's due date (delivery_date, the date in force; the
 * customer's own asked date in customer_delivery_date stays as it was, for a cancel to give back), clears the
 * reminder claim so the day-before reminder fires for the new date, and tells the customer and the translator.
 * Declining tells the translator, with the note. Both are audited. A decided request answers 409; a request whose
 * job left the translator's hands is marked lapsed and answers 409.
 */
export async function decideDeadlineChange(
  deps: Deps,
  adminId: number,
  requestId: number,
  decision: Decision,
): Promise<DeadlineRequestDto> {
  const foundJobId = await findRequestJobId(deps.db, requestId);
  if (foundJobId === undefined) throw new NotFoundError();
  const outcome = await deps.db.transaction(async (trx): Promise<'decided' | 'lapsed'> => {
    const job = await lockJob(trx, foundJobId);
    const request = await findRequest(trx, requestId);
    if (!request) throw new NotFoundError();
    if (request.status !== 'pending') throw new ConflictError('deadlineAlreadyDecided');
    if (!stillApplies(job, request.translator_id)) {
      await lapseStale(trx, job);
      return 'lapsed';
    }
    if (decision.accept) {
      if (request.requested_date <= todayInIstanbul()) throw new ConflictError('deadlineRequestOutdated');
      await moveDueDate(trx, job, request.requested_date);
      await writeAudit(trx, {
        jobId: job.id,
        actorId: adminId,
        action: 'deadline_changed',
        from: job.status,
        to: job.status,
      });
      const auditId = await lastAuditId(trx, job.id, 'deadline_changed');
      await recordDecision(trx, requestId, { status: 'accepted', adminId, auditId });
      await recordAdminAction(trx, {
        actorId: adminId,
        action: 'deadline_accepted',
        jobId: job.id,
        before: { delivery_date: job.delivery_date },
        after: { delivery_date: request.requested_date },
      });
      const mailDeps = { ...deps, db: trx };
      await mailCustomerDeadlineChanged(mailDeps, { id: job.id, user_id: job.user_id, date: request.requested_date });
      await mailTranslatorDeadlineAccepted(mailDeps, {
        id: job.id,
        translator_id: request.translator_id,
        date: request.requested_date,
      });
    } else {
      await writeAudit(trx, {
        jobId: job.id,
        actorId: adminId,
        action: 'deadline_change_declined',
        from: job.status,
        to: job.status,
      });
      const auditId = await lastAuditId(trx, job.id, 'deadline_change_declined');
      await recordDecision(trx, requestId, { status: 'declined', adminId, auditId, note: decision.note });
      await recordAdminAction(trx, {
        actorId: adminId,
        action: 'deadline_declined',
        jobId: job.id,
        after: { requested_date: request.requested_date, note: decision.note ?? null },
      });
      await mailTranslatorDeadlineDeclined(
        { ...deps, db: trx },
        {
          id: job.id,
          translator_id: request.translator_id,
          requested: request.requested_date,
          current: job.delivery_date,
          note: decision.note,
        },
      );
    }
    return 'decided';
  });
  if (outcome === 'lapsed') throw new ConflictError('deadlineRequestLapsed');
  return viewOf(deps.db, requestId, true);
}

/** Every request of a job, newest first (the admin's job detail). */
export async function deadlineRequestsOf(db: Db, jobId: number): Promise<DeadlineRequestDto[]> {
  const rows: RequestView[] = await selectViews(db).where('r.job_id', jobId).orderBy('r.id', 'desc');
  return rows.map((r) => toDto(r, true));
}

/** Each job's newest request made by this translator (the translator's assigned-jobs list). */
export async function latestRequestsOf(
  db: Db,
  jobIds: number[],
  translatorId: number,
): Promise<Map<number, DeadlineRequestDto>> {
  const byJob = new Map<number, DeadlineRequestDto>();
  if (!jobIds.length) return byJob;
  const rows: RequestView[] = await selectViews(db)
    .whereIn('r.job_id', jobIds)
    .where('r.translator_id', translatorId)
    .orderBy('r.id', 'desc');
  for (const row of rows) if (!byJob.has(row.job_id)) byJob.set(row.job_id, toDto(row, false));
  return byJob;
}

/** The requests waiting for the office that can still be decided, oldest first (the İşler list and its count). */
export async function pendingRequests(db: Db, jobIds?: number[]): Promise<DeadlineRequestDto[]> {
  const q = selectViews(db)
    .where('r.status', 'pending')
    .whereIn('jobs.status', atWork)
    .whereRaw('jobs.assigned_translator_id = r.translator_id')
    .orderBy('r.id', 'asc');
  if (jobIds) q.whereIn('r.job_id', jobIds);
  const rows: RequestView[] = await q;
  return rows.map((r) => toDto(r, true));
}

/** The new due date each accepted request's audit row stands for (the customer's timeline). */
export async function acceptedDatesByAudit(db: Db, auditIds: number[]): Promise<Map<number, string>> {
  const byAudit = new Map<number, string>();
  if (!auditIds.length) return byAudit;
  const rows = await findAcceptedDates(db, auditIds);
  // the rows were found by their audit id, so none is null
  for (const row of rows) if (row.decision_audit_id !== null) byAudit.set(row.decision_audit_id, row.requested_date);
  return byAudit;
}
