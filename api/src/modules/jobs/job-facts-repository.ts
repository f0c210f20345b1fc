import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { Job } from '../../db/models/job';
import type { User } from '../../db/models/user';
import { peopleTable } from '../settings/people-repository';

// What other modules read of a job, and the jobs table as a derived table their statements join. A derived table
// of plain columns is pulled up by PostgreSQL, so such a statement's plan is the plain join's.

/** The job's customer, or null when there is no such job (the admin audit's concerned person). */
export async function findJobOwnerId(trx: Knex, jobId: number): Promise<number | null> {
  const job = await Job.query(trx).findById(jobId).select('user_id');
  return job?.user_id ?? null;
}

/** The job's customer and whether they hid it: who may read its thread. */
export async function findJobOwner(
  db: Knex,
  jobId: number,
): Promise<Pick<ModelObject<Job>, 'user_id' | 'hidden_at'> | undefined> {
  return Job.query(db).where({ id: jobId }).select('user_id', 'hidden_at').first();
}

/** The stored name of the job's source document. */
export async function findJobDocumentName(db: Knex, jobId: number): Promise<string | undefined> {
  return (await Job.query(db).where({ id: jobId }).select('file_name').first())?.file_name;
}

/**
 * The job's document name and whether its files were deleted, the row share-locked for the rest of the transaction:
 * an erasure or the retention task, which lock the row for update, waits for it or is waited for.
 */
export async function lockJobDocumentForShare(
  trx: Knex,
  jobId: number,
): Promise<Pick<ModelObject<Job>, 'file_name' | 'files_deleted_at'> | undefined> {
  return trx('jobs').where({ id: jobId }).forShare().select('file_name', 'files_deleted_at').first();
}

/** The name of the translator the job is assigned to (a verification code's certificate carries it). */
export async function findAssignedTranslatorName(
  trx: Knex,
  jobId: number,
): Promise<Pick<ModelObject<User>, 'name' | 'surname'> | undefined> {
  return Job.query(trx)
    .join(peopleTable(trx).as('users'), 'users.id', 'jobs.assigned_translator_id')
    .where('jobs.id', jobId)
    .select('users.name', 'users.surname')
    .first()
    .castTo<Pick<ModelObject<User>, 'name' | 'surname'> | undefined>();
}

export type DocumentAccessRow = Pick<
  ModelObject<Job>,
  'user_id' | 'assigned_translator_id' | 'hidden_at' | 'is_paid' | 'status'
>;

/** The job whose source document this is, with what decides who may fetch it. */
export async function findDocumentAccess(db: Knex, fileName: string): Promise<DocumentAccessRow | undefined> {
  return Job.query(db)
    .where({ file_name: fileName })
    .select('user_id', 'assigned_translator_id', 'hidden_at', 'is_paid', 'status')
    .first();
}

export type OpenJob = Pick<ModelObject<Job>, 'id' | 'user_id' | 'source_lang' | 'target_lang' | 'delivery_date'>;

const openJobs = (db: Knex) =>
  Job.query(db).modify('openForOffers').select('id', 'user_id', 'source_lang', 'target_lang', 'delivery_date');

/** The job if it is open for offers: what a job alert tells translators about it. */
export async function findOpenJob(db: Knex, jobId: number): Promise<OpenJob | undefined> {
  return openJobs(db).where({ id: jobId }).first().castTo<OpenJob | undefined>();
}

export async function findOpenJobsSince(db: Knex, since: Date): Promise<OpenJob[]> {
  return openJobs(db).where('created_at', '>=', since).orderBy('id').castTo<OpenJob[]>();
}

/**
 * Who a job concerns and where it stands (id, user_id, assigned_translator_id, status, hidden_at), as a derived
 * table to join under the name `jobs`: `.join(jobAccessTable(db).as('jobs'), 'jobs.id', 'x.job_id')`.
 */
export function jobAccessTable(db: Knex): Knex.QueryBuilder {
  return db('jobs').select('id', 'user_id', 'assigned_translator_id', 'status', 'hidden_at');
}

/** The jobs open for offers (waiting, not hidden), their ids only, as a derived table to select from as `jobs`. */
export function openJobIdsTable(db: Knex): Knex.QueryBuilder {
  return Job.query(db).modify('openForOffers').select('jobs.id').toKnexQuery();
}

/** A job's languages and kind of translation (id, source_lang, target_lang, translation_type), to join as `jobs`. */
export function jobLanguagesTable(db: Knex): Knex.QueryBuilder {
  return db('jobs').select('id', 'source_lang', 'target_lang', 'translation_type');
}

/** The customer's jobs for their data export, hidden ones too, without the translator's side of them. */
export function exportedCustomerJobs(db: Knex, userId: number) {
  return db('jobs')
    .where({ user_id: userId })
    .orderBy('id')
    .select(
      'id',
      'file_name',
      'file_mime',
      'file_size',
      'description',
      'source_lang',
      'target_lang',
      'translation_type',
      'specialization',
      'hat_tur_name',
      'delivery_date',
      'customer_delivery_date',
      'status',
      'admin_price as price',
      'is_paid',
      'paid_at',
      'completed_at',
      'hidden_at',
      'ottoman_output',
      'page_count',
      'legibility',
      'name_sheet',
      'legalisation_country',
      'legalisation_route',
      'created_at',
      'updated_at',
    );
}

/** Work assigned to the translator, for their data export: what they were asked and paid, not who the customer is. */
export function exportedAssignedJobs(db: Knex, userId: number) {
  return db('jobs')
    .where({ assigned_translator_id: userId })
    .orderBy('id')
    .select(
      'id',
      'source_lang',
      'target_lang',
      'translation_type',
      'specialization',
      'delivery_date',
      'status',
      'translator_price as price',
      'assigned_at',
      'output_upload_date',
      'completed_at',
      'payout_id',
    );
}
