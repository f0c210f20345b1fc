import { z } from 'zod';
import { email, limits, optionalText, password, requiredText } from './common';
import { phone } from './phone';
import { educationLevels, type EducationLevel, type JobStatus } from './jobs';

export const maxFeaturedTranslators = 5;
export const maxLanguages = 20;
const languageNameMax = 60;

/** An empty form field counts as not given. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : (v ?? undefined));

/** "İngilizce, Almanca" or ["İngilizce", "Almanca"] → trimmed, non-empty, de-duplicated names, at most 20. */
export const languageList = z
  .union(
    [z.string().max(2000, 'tooLong'), z.array(z.string().max(languageNameMax, 'tooLong')).max(200, 'tooManyLanguages')],
    {
      error: (issue) => (issue.input === undefined ? 'required' : 'invalidValue'),
    },
  )
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .transform((list) =>
    list.filter((l, i) => list.findIndex((m) => m.toLocaleLowerCase('tr') === l.toLocaleLowerCase('tr')) === i),
  )
  .pipe(z.array(z.string().max(languageNameMax, 'tooLong')).max(maxLanguages, 'tooManyLanguages'));

/** Comma text as stored in users.languages. */
export function languagesText(list: readonly string[]): string | null {
  return list.length ? list.join(', ') : null;
}

export function parseLanguages(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A multipart box arrives as text: "true" and "false" are the booleans, an empty value is not given. */
const checkboxText = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : blankToUndefined(v));

/** POST /apply (multipart): every value arrives as text. University fields are kept only for lisans. */
export const applyInput = z
  .object({
    name: requiredText(limits.name),
    surname: requiredText(limits.name),
    email,
    phone: z.preprocess(blankToUndefined, phone.optional()),
    password,
    education_level: z.enum(educationLevels, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalidValue'),
    }),
    university_name: optionalText(200),
    university_department: optionalText(200),
    experience: optionalText(limits.description, { multiline: true }),
    description: optionalText(limits.description, { multiline: true }),
    languages: z.preprocess(blankToUndefined, languageList.optional()),
    hp: z.string().max(1000).optional(),
    // The form's privacy-notice box, which the screen requires; the spec's application call does not list it, so
    // leaving it out is accepted (recorded as not given, like a sign-up without it), a declined box is not.
    privacy_consent: z.preprocess(checkboxText, z.literal(true, { error: 'consentRequired' }).optional()),
  })
  .transform((v) =>
    v.education_level === 'lisans' ? v : { ...v, university_name: null, university_department: null },
  );
export type ApplyInput = z.input<typeof applyInput>;
export type ApplyData = z.output<typeof applyInput>;

/** PUT /admin/translator/{id}/feature: 0 or 1 (true and false are accepted too). */
export const featureInput = z.object({
  is_featured: z
    .union([z.literal(0), z.literal(1), z.boolean()], {
      error: (issue) => (issue.input === undefined ? 'required' : 'invalidValue'),
    })
    .transform(Boolean),
});
export type FeatureInput = z.input<typeof featureInput>;
export type FeatureData = z.output<typeof featureInput>;

export interface CertificateFile {
  id: number;
  /** Stored name `<prefix>-<original>`; show it with displayFileName(). */
  file_name: string;
  /** A short-lived signed download link. */
  file_path: string;
  uploaded_at: string;
}

export interface PendingTranslator {
  id: number;
  name: string;
  surname: string;
  email: string;
  /** Whether the applicant followed the verification link; approval does not wait for it, signing in does. */
  email_verified: boolean;
  phone: string | null;
  languages: string[];
  experience: string | null;
  education_level: EducationLevel;
  university_name: string | null;
  university_department: string | null;
  description: string | null;
  cv_file: string | null;
  cv_url: string | null;
  certificates: CertificateFile[];
  created_at: string;
}

/**
 * A translator's record: completed jobs; the shares (0–1) delivered on time and reopened for a revision
 * (null before the first completed job); the average of the customers' ratings (null before the first one).
 */
export interface TranslatorRecordDto {
  completed: number;
  on_time_rate: number | null;
  revision_rate: number | null;
  average_rating: number | null;
  ratings: number;
}

export interface ApprovedTranslator extends Omit<PendingTranslator, 'certificates'> {
  is_featured: 0 | 1;
  avatar: string | null;
  /** How many jobs were ever assigned to this translator. */
  jobs: number;
  /** Certificate names (without the stored prefix), comma separated. */
  certificates: string;
  certificate_files: CertificateFile[];
  record: TranslatorRecordDto;
}

/** Public: nothing private. `name` is the first name plus the surname's initial ("Ayşe K."). */
export interface FeaturedTranslator {
  id: number;
  name: string;
  avatar: string | null;
  languages: string[];
  university: string | null;
}

export interface TranslatorJobRow {
  id: number;
  code: string;
  status: JobStatus;
  source_lang: string;
  target_lang: string;
  delivery_date: string;
  admin_price: number | null;
  translator_price: number | null;
  is_paid: boolean;
  created_at: string;
}

export interface AdminStats {
  users: number;
  translators: number;
  /** waiting + waiting_payment + in_progress + revision_requested */
  pendingJobs: number;
  completedJobs: number;
}

export interface FinanceRow {
  /** YYYY-MM in Europe/Istanbul */
  month: string;
  total_income: number;
  total_expense: number;
  fixed_expense: number;
  net_profit: number;
}
