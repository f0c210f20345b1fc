import type { Knex } from 'knex';
import { JobOutputFile } from '../../db/models/job';

type Db = Knex | Knex.Transaction;

export interface NewOutput {
  file_name: string;
  mime: string;
  size: number;
  /** Hex SHA-256 of the bytes, taken at upload: the verification code certifies it (modules/verifications). */
  sha256: string;
}

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
