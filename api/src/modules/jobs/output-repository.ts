import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { type Job, JobOutputFile } from '../../db/models/job';

type Db = Knex | Knex.Transaction;

export type NewOutput = Pick<ModelObject<JobOutputFile>, 'file_name' | 'mime' | 'size'> & {
  /** Hex SHA-256 of the bytes, taken at upload: the verification code certifies it (modules/verifications). */
  sha256: NonNullable<JobOutputFile['sha256']>;
};

/** A job's output files (the translation delivered): the only place that writes the table. */
export async function insertOutputs(trx: Db, jobId: number, uploadedBy: number, files: NewOutput[]): Promise<void> {
  if (!files.length) return;
  await JobOutputFile.query(trx).insert(files.map((f) => ({ ...f, job_id: jobId, uploaded_by: uploadedBy })));
}

/**
 * Whether a file of that name was there to remove. Counted from `returning`: the embedded PGlite driver answers a
 * bare delete with a result object, not the row count pg gives; docs/decisions.md.
 */
export async function deleteOutputNamed(trx: Db, jobId: number, fileName: string): Promise<boolean> {
  const deleted = await JobOutputFile.query(trx).where({ job_id: jobId, file_name: fileName }).delete().returning('id');
  return deleted.length > 0;
}

export async function countOutputs(db: Db, jobId: number): Promise<number> {
  return JobOutputFile.query(db).where({ job_id: jobId }).resultSize();
}

export type OutputJobAccessRow = Pick<ModelObject<Job>, 'user_id' | 'assigned_translator_id' | 'hidden_at' | 'status'>;

/** The job of a delivered file, with what decides who may fetch it (downloads/job-file-areas.ts). */
export async function findOutputJobAccess(db: Knex, fileName: string): Promise<OutputJobAccessRow | undefined> {
  return JobOutputFile.query(db)
    .join('jobs', 'jobs.id', 'job_output_files.job_id')
    .where('job_output_files.file_name', fileName)
    .select('jobs.user_id', 'jobs.assigned_translator_id', 'jobs.hidden_at', 'jobs.status')
    .first()
    .castTo<OutputJobAccessRow | undefined>();
}

/** Every output file of the job, current and replaced, for its retention (file-retention/repository.ts). */
export async function outputFileNamesOf(db: Knex, jobId: number): Promise<string[]> {
  const rows = await JobOutputFile.query(db).where({ job_id: jobId }).select('file_name');
  return rows.map((o) => o.file_name);
}

/** The job holding an output of that name, as a subquery (file-retention/repository.ts's deleted-file check). */
export function jobIdsWithOutputNamed(db: Knex, fileName: string) {
  return JobOutputFile.query(db).where('file_name', fileName).select('job_id');
}

/** The jobs' output rows go with the account; their names come back so the files can go too (privacy). */
export async function deleteOutputsOf(trx: Knex, jobIds: number[]): Promise<string[]> {
  const rows: { file_name: string }[] = await trx('job_output_files')
    .whereIn('job_id', jobIds)
    .delete()
    .returning('file_name');
  return rows.map((o) => o.file_name);
}

/** The jobs' delivered files, for the customer's data export (privacy/export-repository.ts). */
export function exportedOutputs(db: Knex, jobIds: number[]) {
  return db('job_output_files')
    .whereIn('job_id', jobIds)
    .orderBy('id')
    .select('job_id', 'file_name', 'mime', 'size', 'uploaded_at');
}

export type CurrentOutputRow = Pick<
  ModelObject<JobOutputFile>,
  'id' | 'file_name' | 'delivered_at' | 'mime' | 'size' | 'sha256'
>;

/**
 * The job's files not replaced by a later delivery, oldest first: what a completion settles
 * (translator-jobs/delivery.ts) and what a verification code certifies, by fingerprint (verifications/repository.ts).
 */
export async function findCurrentOutputs(db: Knex, jobId: number): Promise<CurrentOutputRow[]> {
  return JobOutputFile.query(db)
    .where({ job_id: jobId })
    .whereNull('replaced_at')
    .orderBy('id')
    .select('id', 'file_name', 'delivered_at', 'mime', 'size', 'sha256');
}

/** A delivery of `ids`: the job's other current files are replaced, and those not yet delivered are now. */
export async function settleDeliveredOutputs(trx: Knex.Transaction, jobId: number, ids: number[]): Promise<void> {
  await JobOutputFile.query(trx)
    .where({ job_id: jobId })
    .whereNull('replaced_at')
    .whereNotIn('id', ids)
    .patch({ replaced_at: trx.fn.now() });
  await JobOutputFile.query(trx).whereIn('id', ids).whereNull('delivered_at').patch({ delivered_at: trx.fn.now() });
}

export async function saveOutputSha256(trx: Knex, outputId: number, sha256: string): Promise<void> {
  await JobOutputFile.query(trx).where({ id: outputId }).patch({ sha256 });
}

/** The newest output of the job with that fingerprint (verifications/repository.ts). */
export async function findOutputNameBySha256(db: Knex, jobId: number, sha256: string): Promise<string | undefined> {
  const row = await JobOutputFile.query(db)
    .where({ job_id: jobId, sha256 })
    .orderBy('id', 'desc')
    .select('file_name')
    .first();
  return row?.file_name;
}
