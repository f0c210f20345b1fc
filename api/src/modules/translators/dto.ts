import {
  jobCode,
  displayFileName,
  parseLanguages,
  type ApprovedTranslator,
  type CertificateFile,
  type FeaturedTranslator,
  type PendingTranslator,
  type TranslatorJobRow,
  type TranslatorRecordDto,
} from 'shared-ui/contracts';
import type { SignedLinks } from '../../lib/signed-links';
import type { CertificateRow } from '../settings/repository';
import type { TranslatorJobDbRow } from '../jobs/translator-jobs-repository';
import type { FeaturedRow, TranslatorRow } from '../settings/translator-repository';

export const isoTime = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(value)).toISOString();
const money = (value: string | null): number | null => (value === null ? null : Number(value));

export function toCertificateFile(row: CertificateRow, links: SignedLinks): CertificateFile {
  return {
    id: row.id,
    file_name: row.file_name,
    file_path: links.link('certificates', row.file_name),
    uploaded_at: isoTime(row.uploaded_at),
  };
}

export function toPendingTranslator(
  row: TranslatorRow,
  certificates: CertificateRow[],
  links: SignedLinks,
): PendingTranslator {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    email_verified: row.email_verified_at !== null,
    phone: row.phone,
    languages: parseLanguages(row.languages),
    experience: row.experience,
    education_level: row.education_level,
    university_name: row.university_name,
    university_department: row.university_department,
    description: row.description,
    cv_file: row.cv_file,
    cv_url: row.cv_file ? links.link('cv', row.cv_file) : null,
    certificates: certificates.map((c) => toCertificateFile(c, links)),
    created_at: isoTime(row.created_at),
  };
}

export function toApprovedTranslator(
  row: TranslatorRow,
  certificates: CertificateRow[],
  links: SignedLinks,
  record: TranslatorRecordDto,
): ApprovedTranslator {
  const pending = toPendingTranslator(row, certificates, links);
  return {
    ...pending,
    is_featured: row.is_featured ? 1 : 0,
    record,
    avatar: row.avatar_url,
    jobs: Number(row.jobs),
    certificates: certificates.map((c) => displayFileName(c.file_name)).join(', '),
    certificate_files: pending.certificates,
  };
}

/** Public: the translator's full name as a professional shows it; no contact data, files or dates. */
export function toFeaturedTranslator(row: FeaturedRow): FeaturedTranslator {
  return {
    id: row.id,
    name: `${row.name} ${row.surname}`.trim(),
    avatar: row.avatar_url,
    languages: parseLanguages(row.languages),
    university: row.university_name,
  };
}

export function toTranslatorJob(row: TranslatorJobDbRow): TranslatorJobRow {
  return {
    id: row.id,
    code: jobCode(row.id),
    status: row.status,
    source_lang: row.source_lang,
    target_lang: row.target_lang,
    delivery_date: row.delivery_date,
    admin_price: money(row.admin_price),
    translator_price: money(row.translator_price),
    is_paid: row.is_paid,
    created_at: isoTime(row.created_at),
  };
}
