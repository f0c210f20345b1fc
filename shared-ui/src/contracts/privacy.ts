import { z } from 'zod';
import { numeric, requiredText } from './common';

/** The privacy notice (aydınlatma metni) can be long; a page of the site is capped at 200 KB too. */
export const noticeMaxLength = 100_000;

/** GET /public/privacy-notice?lang=: the version in force, in one language. */
export interface PrivacyNoticeDto {
  version: number;
  content: string;
  published_at: string;
}

/** GET /admin/privacy-notice: the version in force in both languages, and every version's date. */
export interface AdminPrivacyNoticeDto {
  version: number;
  content_tr: string;
  content_en: string;
  published_at: string;
  versions: { version: number; published_at: string }[];
}

/** POST /admin/privacy-notice: publishing a new version asks every signed-in user to consent again. */
export const privacyNoticeInput = z.object({
  content_tr: requiredText(noticeMaxLength, { multiline: true }),
  content_en: requiredText(noticeMaxLength, { multiline: true }),
});
export type PrivacyNoticeInput = z.input<typeof privacyNoticeInput>;

export interface ConsentRecordDto {
  version: number | null;
  given: boolean;
  source: 'signup' | 'renewal';
  at: string;
}

/** GET /settings/privacy-consent: whether the user consented to the version in force, and their history. */
export interface ConsentStatusDto {
  current_version: number;
  consented_version: number | null;
  needs_consent: boolean;
  history: ConsentRecordDto[];
}

/** POST /settings/privacy-consent: the version the user read (a stale screen cannot consent to a newer one). */
export const consentInput = z.object({
  version: numeric(z.number({ error: 'invalidValue' }).int('invalidValue').positive('invalidValue')),
});
export type ConsentInput = z.input<typeof consentInput>;

export type DataExportStatus = 'preparing' | 'ready' | 'failed' | 'expired';

/** One data export of the account; `url` (a short-lived link for the owner) only while it is ready. */
export interface DataExportDto {
  id: number;
  status: DataExportStatus;
  created_at: string;
  ready_at: string | null;
  expires_at: string | null;
  size: number | null;
  url: string | null;
}

/** What an account deletion keeps, and why (DELETE /settings/account answers it beside the spec's message). */
export const keptAfterDeletion = ['payments', 'jobs', 'consents'] as const;
export type KeptAfterDeletion = (typeof keptAfterDeletion)[number];
/** The message code that says what is kept and why (messages-privacy.ts). */
export const keptMessageCode = {
  payments: 'keptPayments',
  jobs: 'keptJobs',
  consents: 'keptConsents',
} as const satisfies Record<KeptAfterDeletion, string>;
