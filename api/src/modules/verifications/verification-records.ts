import {
  formatVerificationCode,
  jobCode,
  type PublicVerificationDto,
  type VerificationStatus,
} from 'shared-ui/contracts';
import type { VerificationRow } from './repository';

export { findVerification, verificationsOfJob, type VerificationRow } from './repository';

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
    files: row.files.map((f) => ({ ...f, stamped_sha256: row.stamped?.[String(f.position)] ?? null })),
  };
}
