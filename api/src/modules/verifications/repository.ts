import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { Job } from '../../db/models/job';
import { JobVerification, VerificationStampedCopy } from '../../db/models/job-extras';
import { jobLanguagesTable } from '../jobs/job-facts-repository';
import { peopleTable } from '../settings/people-repository';

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
    .join(jobLanguagesTable(db).as('jobs'), 'jobs.id', 'v.job_id')
    .leftJoin(peopleTable(db).as('revoker'), 'revoker.id', 'v.revoked_by')
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

export type StampedCopyRow = Pick<ModelObject<VerificationStampedCopy>, 'file_name'>;

/** The kept QR-stamped copy of a code's delivered file at `position`, if one was made (stamped-copies.ts). */
export async function findStampedCopy(
  db: Knex,
  verificationId: number,
  position: number,
): Promise<StampedCopyRow | undefined> {
  return VerificationStampedCopy.query(db).findOne({ verification_id: verificationId, position });
}

/**
 * Records a stamped copy unless another request recorded one first; answers whether this one was kept. Plain knex:
 * `on conflict do nothing returning` answers no row when another request was first.
 */
export async function insertStampedCopy(
  db: Knex,
  copy: Pick<ModelObject<VerificationStampedCopy>, 'verification_id' | 'position' | 'file_name' | 'sha256'>,
): Promise<boolean> {
  const inserted: { id: number }[] = await db(VerificationStampedCopy.tableName)
    .insert(copy)
    .onConflict(['verification_id', 'position'])
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/** The stamped copies made for the job's verification codes (file-retention/repository.ts lists its files). */
export async function stampedCopyFilesOf(db: Knex, jobId: number): Promise<string[]> {
  const rows = await VerificationStampedCopy.query(db)
    .join('job_verifications as v', 'v.id', 'verification_stamped_copies.verification_id')
    .where('v.job_id', jobId)
    .select('verification_stamped_copies.file_name');
  return rows.map((r) => r.file_name);
}

/**
 * The ids of the jobs that have a stamped copy named `fileName`, as a subquery: file-retention/repository.ts asks
 * in one statement whether it belonged to a job whose files were deleted.
 */
export function jobIdsWithStampedCopy(db: Knex, fileName: string) {
  return VerificationStampedCopy.query(db)
    .join('job_verifications as v', 'v.id', 'verification_stamped_copies.verification_id')
    .where('verification_stamped_copies.file_name', fileName)
    .select('v.job_id');
}
