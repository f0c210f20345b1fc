import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import type { JobStatus, Step } from 'shared-ui/contracts';
import { Job, JobAudit } from '../../db/models/job';
import { NotFoundError } from '../../errors/app-error';
import type { AuditRow, JobRow, JobRowWithOwner, OfferRow, OutputRow } from './job-rows';
import { peopleTable } from '../settings/people-repository';

/** jobs with the assigned translator's name (offers_count is a column, kept by a trigger on offers). */
export function selectJobs(db: Knex | Knex.Transaction): Knex.QueryBuilder {
  return db('jobs')
    .leftJoin(peopleTable(db).as('translator'), 'translator.id', 'jobs.assigned_translator_id')
    .select('jobs.*', 'translator.name as translator_first_name', 'translator.surname as translator_surname');
}

/** selectJobs plus the customer's name and e-mail: for admin views only. */
export function selectJobsWithOwner(db: Knex | Knex.Transaction): Knex.QueryBuilder {
  return selectJobs(db)
    .leftJoin(peopleTable(db).as('owner'), 'owner.id', 'jobs.user_id')
    .select('owner.name as owner_name', 'owner.surname as owner_surname', 'owner.email as owner_email');
}

type Db = Knex | Knex.Transaction;

export async function findJobById(db: Db, id: number): Promise<JobRow | undefined> {
  return selectJobs(db).where('jobs.id', id).first();
}

export async function findJobWithOwnerById(db: Db, id: number): Promise<JobRowWithOwner | undefined> {
  return selectJobsWithOwner(db).where('jobs.id', id).first();
}

/**
 * Locks the job row for the rest of the transaction and reads it as findJobById does, in one statement: every
 * change of state goes through here. The translator's name comes from sub-selects rather than selectJobs' join: a
 * row that was changed while this waited for its lock is read again as committed, and a sub-select follows its new
 * translator, where a joined row would stay the one read before the wait.
 */
export async function lockJob(trx: Knex.Transaction, id: number): Promise<JobRow> {
  const translator = (column: 'name' | 'surname') =>
    trx.from(peopleTable(trx).as('users')).select(column).where('users.id', trx.ref('jobs.assigned_translator_id'));
  const job: JobRow | undefined = await trx('jobs')
    .select('jobs.*', translator('name').as('translator_first_name'), translator('surname').as('translator_surname'))
    .where('jobs.id', id)
    .forUpdate()
    .first();
  if (!job) throw new NotFoundError();
  return job;
}

/** Output files of several jobs at once, oldest first. Plain knex: the lists call it per page (no model instances). */
export async function outputsByJob(db: Db, jobIds: number[]): Promise<Map<number, OutputRow[]>> {
  const byJob = new Map<number, OutputRow[]>();
  if (!jobIds.length) return byJob;
  const rows: OutputRow[] = await db('job_output_files').whereIn('job_id', jobIds).orderBy(['uploaded_at', 'id']);
  for (const row of rows) byJob.set(row.job_id, [...(byJob.get(row.job_id) ?? []), row]);
  return byJob;
}

/** Offers of several jobs with the translators' names, lowest price first. Plain knex: a list's hot path. */
export async function offersByJob(db: Db, jobIds: number[]): Promise<Map<number, OfferRow[]>> {
  const byJob = new Map<number, OfferRow[]>();
  if (!jobIds.length) return byJob;
  const rows: OfferRow[] = await db('offers')
    .join(peopleTable(db).as('users'), 'users.id', 'offers.translator_id')
    .whereIn('offers.job_id', jobIds)
    .orderBy([
      { column: 'offers.price', order: 'asc' },
      { column: 'offers.id', order: 'asc' },
    ])
    .select('offers.*', 'users.name as translator_first_name', 'users.surname as translator_surname');
  for (const row of rows) byJob.set(row.job_id, [...(byJob.get(row.job_id) ?? []), row]);
  return byJob;
}

export async function auditOf(db: Db, jobId: number): Promise<AuditRow[]> {
  return JobAudit.query(db)
    .leftJoin(peopleTable(db).as('users'), 'users.id', 'job_audit.actor_id')
    .where('job_audit.job_id', jobId)
    .orderBy([
      { column: 'job_audit.at', order: 'asc' },
      { column: 'job_audit.id', order: 'asc' },
    ])
    .select('job_audit.*', 'users.name as actor_first_name', 'users.surname as actor_surname')
    .castTo<AuditRow[]>();
}

export interface AuditEntry {
  jobId: number;
  actorId: number | null;
  action: string;
  from: JobStatus | null;
  to: JobStatus | null;
}

/** Plain knex: every transition writes one, and Objection's insert costs ~0.4 ms more CPU for the same statement. */
export async function writeAudit(trx: Db, entry: AuditEntry): Promise<void> {
  await trx('job_audit').insert({
    job_id: entry.jobId,
    actor_id: entry.actorId,
    action: entry.action,
    from_status: entry.from,
    to_status: entry.to,
  });
}

/** The audit row just written for this job and action (the job row is locked, so it is ours). */
export async function lastAuditId(trx: Knex, jobId: number, action: string): Promise<number> {
  const row = await JobAudit.query(trx).where({ job_id: jobId, action }).orderBy('id', 'desc').select('id').first();
  if (!row) throw new Error(`no ${action} audit row for job ${jobId}`);
  return row.id;
}

/**
 * Applies a step of the lifecycle table (job-transitions.ts) to a locked job and writes its audit row in the same
 * transaction. The version is bumped so that a screen that read the job before cannot act on it as if nothing
 * happened (see assign).
 */
export async function updateJob(
  trx: Knex.Transaction,
  job: JobRow,
  change: { actorId: number; step: Step; set?: Record<string, unknown> },
): Promise<void> {
  const { step } = change;
  // plain knex, as writeAudit; a column left undefined is not written, as Objection's patch left it
  const set = Object.entries(change.set ?? {}).filter(([, value]) => value !== undefined);
  await writeAudit(trx, { jobId: job.id, actorId: change.actorId, action: step.audit, from: step.from, to: step.to });
  await trx('jobs')
    .where({ id: job.id })
    .update({
      // the caller's columns are the jobs table's own (prices may come as numbers; pg stores them as numeric)
      ...(Object.fromEntries(set) as PartialModelObject<Job>),
      status: step.to,
      version: job.version + 1,
      updated_at: trx.fn.now(),
    });
}

/** The ids of a translator's jobs in the given states, locked in id order (their release, translators module). */
export async function lockJobIdsAssignedTo(
  trx: Knex.Transaction,
  translatorId: number,
  states: readonly JobStatus[],
): Promise<number[]> {
  const jobs = await Job.query(trx)
    .where('assigned_translator_id', translatorId)
    .whereIn('status', states)
    .orderBy('id')
    .forUpdate()
    .select('id');
  return jobs.map((j) => j.id);
}

/**
 * A new jobs row as written: Job has no jsonAttributes, so its name sheet (jsonb) is sent as JSON text, which pg
 * casts; an array would be sent as a PostgreSQL array. The model types the column as it is read.
 */
export type JobInsert = Omit<PartialModelObject<Job>, 'name_sheet'> & { name_sheet?: string };

/** A new job (the customer's upload); answers its id. */
export async function insertJob(trx: Knex.Transaction, job: JobInsert): Promise<number> {
  const row = await Job.query(trx).insert(job as PartialModelObject<Job>);
  return row.id;
}

/** The job's due date in force moves; the reminder claim is cleared so the day-before reminder fires again. */
export async function moveDueDate(trx: Knex, job: { id: number; version: number }, date: string): Promise<void> {
  await Job.query(trx)
    .where({ id: job.id })
    .patch({ delivery_date: date, deadline_reminded_for: null, version: job.version + 1, updated_at: trx.fn.now() });
}

/** Jobs at work, due on `day`, whose translator has not been reminded of that date yet. */
const notReminded = (db: Db, day: string) =>
  Job.query(db)
    .whereIn('status', ['in_progress', 'revision_requested'])
    .whereNotNull('assigned_translator_id')
    .where('delivery_date', day)
    .where((q) => q.whereNull('deadline_reminded_for').orWhereNot('deadline_reminded_for', day));

export async function findJobIdsToRemind(db: Db, day: string): Promise<number[]> {
  return (await notReminded(db, day).select('id')).map((j) => j.id);
}

/** A job at work has its translator (notReminded asks for one). */
type ReminderClaim = { assigned_translator_id: NonNullable<Job['assigned_translator_id']> };

/** Claims the job's reminder for `day`; answers its translator, or undefined when it was claimed already. */
export async function claimDeadlineReminder(
  trx: Knex.Transaction,
  jobId: number,
  day: string,
): Promise<ReminderClaim | undefined> {
  const [claimed] = await notReminded(trx, day)
    .where({ id: jobId })
    .patch({ deadline_reminded_for: day })
    .returning('assigned_translator_id')
    .castTo<ReminderClaim[]>();
  return claimed;
}
