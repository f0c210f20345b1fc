import type { Knex } from 'knex';
import {
  formatVerificationCode,
  jobCode,
  type PublicVerificationDto,
  type VerificationStatus,
  type TranslationType,
  type VerifiedFileDto,
} from 'shared-ui/contracts';

type Db = Knex | Knex.Transaction;

/** A code's row with the job's public facts beside it. */
export interface VerificationRow {
  id: number;
  job_id: number;
  code: string;
  translator_name: string;
  files: VerifiedFileDto[];
  completed_at: Date;
  superseded_at: Date | null;
  revoked_at: Date | null;
  revoked_reason: string | null;
  revoked_by_name: string | null;
  source_lang: string;
  target_lang: string;
  translation_type: TranslationType;
}

function selectVerifications(db: Db) {
  return db('job_verifications as v')
    .join('jobs', 'jobs.id', 'v.job_id')
    .leftJoin('users as revoker', 'revoker.id', 'v.revoked_by')
    .select<VerificationRow[]>(
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
    );
}

export async function findVerification(db: Db, code: string): Promise<VerificationRow | undefined> {
  return (await selectVerifications(db).where('v.code', code))[0];
}

/** Every code a job has had, newest first. */
export async function verificationsOfJob(db: Db, jobId: number): Promise<VerificationRow[]> {
  return selectVerifications(db).where('v.job_id', jobId).orderBy('v.id', 'desc');
}

function statusOf(row: VerificationRow): VerificationStatus {
  if (row.revoked_at) return 'revoked';
  return row.superseded_at ? 'superseded' : 'valid';
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The public facts only: the job's code and languages, the translation type, the translator, the fingerprints. */
export function toPublicVerificationDto(row: VerificationRow): PublicVerificationDto {
  return {
    code: formatVerificationCode(row.code),
    job_code: jobCode(row.job_id),
    source_lang: row.source_lang,
    target_lang: row.target_lang,
    translation_type: row.translation_type,
    translator_name: row.translator_name,
    completed_at: new Date(row.completed_at).toISOString(),
    status: statusOf(row),
    superseded_at: iso(row.superseded_at),
    revoked_at: iso(row.revoked_at),
    files: row.files,
  };
}
