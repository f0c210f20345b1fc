import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { Job, JobOutputFile } from '../../db/models/job';
import { JobVerification } from '../../db/models/job-extras';
import type { User } from '../../db/models/user';

/** A code's row with the job's public facts beside it. */
export type VerificationRow = Pick<
  ModelObject<JobVerification>,
  | 'id'
  | 'job_id'
  | 'code'
  | 'translator_name'
  | 'files'
  | 'completed_at'
  | 'superseded_at'
  | 'revoked_at'
  | 'revoked_reason'
> &
  Pick<ModelObject<Job>, 'source_lang' | 'target_lang' | 'translation_type'> & {
    revoked_by_name: string | null;
    /** The stamped copies' fingerprints by position (stamped-copies.ts). */
    stamped: Record<string, string> | null;
  };

function selectVerifications(db: Knex) {
  return JobVerification.query(db)
    .alias('v')
    .join('jobs', 'jobs.id', 'v.job_id')
    .leftJoin('users as revoker', 'revoker.id', 'v.revoked_by')
    .select(
      'v.id',
      'v.job_id',
      'v.code',
      'v.translator_name',
      'v.files',
      'v.completed_at',
      'v.superseded_at',
      'v.revoked_at',
      'v.revoked_reason',
      db.raw("nullif(trim(concat(revoker.name, ' ', revoker.surname)), '') as revoked_by_name"),
      'jobs.source_lang',
      'jobs.target_lang',
      'jobs.translation_type',
      db.raw(`(select json_object_agg(s.position, s.sha256) from verification_stamped_copies s
        where s.verification_id = v.id) as stamped`),
    )
    .castTo<VerificationRow[]>();
}

export async function findVerification(db: Knex, code: string): Promise<VerificationRow | undefined> {
  return (await selectVerifications(db).where('v.code', code))[0];
}

/** Every code a job has had, newest first. */
export async function verificationsOfJob(db: Knex, jobId: number): Promise<VerificationRow[]> {
  return selectVerifications(db).where('v.job_id', jobId).orderBy('v.id', 'desc');
}

export type OutputFingerprintRow = Pick<ModelObject<JobOutputFile>, 'id' | 'file_name' | 'mime' | 'size' | 'sha256'>;

/** The job's current delivery (a revision's delivery replaced the earlier files: translator-jobs/delivery.ts). */
export async function findOutputsForCertifying(trx: Knex, jobId: number): Promise<OutputFingerprintRow[]> {
  return JobOutputFile.query(trx)
    .where({ job_id: jobId })
    .whereNull('replaced_at')
    .orderBy('id')
    .select('id', 'file_name', 'mime', 'size', 'sha256');
}

export async function saveOutputFingerprint(trx: Knex, outputId: number, sha256: string): Promise<void> {
  await JobOutputFile.query(trx).where({ id: outputId }).patch({ sha256 });
}

/** The newest delivered output with that fingerprint (the file a code's position points to). */
export async function findOutputNameByFingerprint(
  db: Knex,
  jobId: number,
  sha256: string,
): Promise<string | undefined> {
  const row = await JobOutputFile.query(db)
    .where({ job_id: jobId, sha256 })
    .orderBy('id', 'desc')
    .select('file_name')
    .first();
  return row?.file_name;
}

/** The job's code in force (neither superseded nor revoked), if any. */
export async function findValidVerification(
  trx: Knex,
  jobId: number,
): Promise<Pick<ModelObject<JobVerification>, 'id' | 'files'> | undefined> {
  return JobVerification.query(trx)
    .where({ job_id: jobId })
    .whereNull('superseded_at')
    .whereNull('revoked_at')
    .orderBy('id', 'desc')
    .select('id', 'files')
    .first();
}

export async function markSuperseded(trx: Knex, id: number): Promise<void> {
  await JobVerification.query(trx).where({ id }).patch({ superseded_at: trx.fn.now() });
}

export async function findAssignedTranslatorName(
  trx: Knex,
  jobId: number,
): Promise<Pick<ModelObject<User>, 'name' | 'surname'> | undefined> {
  return Job.query(trx)
    .join('users', 'users.id', 'jobs.assigned_translator_id')
    .where('jobs.id', jobId)
    .select('users.name', 'users.surname')
    .first()
    .castTo<Pick<ModelObject<User>, 'name' | 'surname'> | undefined>();
}

export async function insertVerification(
  trx: Knex,
  row: Pick<ModelObject<JobVerification>, 'job_id' | 'code' | 'translator_name' | 'files'>,
): Promise<void> {
  // jsonb: the model's jsonAttributes send the files as their JSON text
  await JobVerification.query(trx).insert({ ...row, completed_at: trx.fn.now() });
}

/** Revokes a code not yet revoked; answers false when another admin was first (rows, not a count: PGlite). */
export async function revokeVerification(
  trx: Knex,
  id: number,
  revocation: { reason: string; adminId: number },
): Promise<boolean> {
  const updated = await JobVerification.query(trx)
    .where({ id })
    .whereNull('revoked_at')
    .patch({ revoked_at: trx.fn.now(), revoked_reason: revocation.reason, revoked_by: revocation.adminId })
    .returning('id');
  return updated.length > 0;
}
