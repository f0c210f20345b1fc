import type { PublicVerificationDto } from '../contracts';

/** A verification code's public facts as the API answers them, for the panels' and the page's tests. */
export function verificationFixture(over: Partial<PublicVerificationDto> = {}): PublicVerificationDto {
  return {
    code: 'K7QM-4XPR-9ABC-DEFG-HJKM-NPQR',
    job_code: 'JOB-000042',
    source_lang: 'Türkçe',
    target_lang: 'İngilizce',
    translation_type: 'sworn',
    translator_name: 'Deniz Yılmaz',
    completed_at: '2026-11-20T09:30:00.000Z',
    status: 'valid',
    superseded_at: null,
    revoked_at: null,
    files: [],
    ...over,
  };
}
