import { z } from 'zod';

export * from './verification-codes';

/** A path parameter: anything not a well-formed code is simply an unknown code (404), never a hint. */
export const verificationCodeParam = z.object({ code: z.string().max(64) });

export const revokeVerificationInput = z.object({
  reason: z.string({ error: 'required' }).trim().min(3, 'required').max(500, 'tooLong'),
});
export type RevokeVerificationInput = z.output<typeof revokeVerificationInput>;

export type VerificationStatus = 'valid' | 'superseded' | 'revoked';

export interface VerifiedFileDto {
  /** 1-based, in the order the files were delivered. */
  position: number;
  sha256: string;
  size: number;
  /** The file type (e.g. application/pdf), never its name: a name can tell what the document is about. */
  mime: string;
  /**
   * The fingerprint of the copy with the QR code stamped on its last page (a PDF's copy is made once, when the
   * customer first downloads it, and kept); null until then.
   */
  stamped_sha256?: string | null;
}

/** What the public page shows: the job, the translation and the fingerprints; nothing of the customer or the text. */
export interface PublicVerificationDto {
  code: string;
  job_code: string;
  source_lang: string;
  target_lang: string;
  translation_type: string;
  translator_name: string;
  completed_at: string;
  status: VerificationStatus;
  superseded_at: string | null;
  revoked_at: string | null;
  files: VerifiedFileDto[];
}

/** The customer's view of their job's current code: the page, the QR codes and a stamped copy of each PDF. */
export interface CustomerVerificationDto extends PublicVerificationDto {
  page_url: string;
  qr_png_url: string;
  qr_svg_url: string;
  stamped_copies: { position: number; name: string; url: string }[];
}

/** The office's view: every code the job has had, with why a code was revoked. */
export interface AdminVerificationDto extends PublicVerificationDto {
  revoked_reason: string | null;
  revoked_by_name: string | null;
  page_url: string;
}
