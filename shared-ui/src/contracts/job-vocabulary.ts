import type { JobStatus } from './job-status';
import type { Locale } from './messages';

/**
 * One status vocabulary for the whole product: every panel, mail and history line takes its words from here,
 * so the same job never reads "Bekliyor" in one place and "Fiyat Bekliyor" in another. The labels are spec
 * 4.1's; `quoted` is a waiting job that already has offers.
 */
export type DisplayStatus = JobStatus | 'quoted';

export const statusLabels: Record<Locale, Record<DisplayStatus, string>> = {
  tr: {
    waiting: 'Bekliyor',
    quoted: 'Fiyat Bekliyor',
    waiting_payment: 'Ödeme Bekliyor',
    in_progress: 'Çeviride',
    revision_requested: 'Revizyonda',
    completed: 'Tamamlandı',
    cancelled: 'İptal Edildi',
  },
  en: {
    waiting: 'Waiting',
    quoted: 'Awaiting price',
    waiting_payment: 'Awaiting payment',
    in_progress: 'In translation',
    revision_requested: 'In revision',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
};

/** What people see: a waiting job that already has offers reads "quoted" (Fiyat Bekliyor). */
export function displayStatus(job: { status: JobStatus; offers_count?: number }): DisplayStatus {
  return job.status === 'waiting' && (job.offers_count ?? 0) > 0 ? 'quoted' : job.status;
}

/** Audit actions (job_audit.action) as the office reads them in a job's history. */
export const auditActions = [
  'created',
  'offer',
  'assigned',
  'payment_notified',
  'marked_paid',
  'paid_by_card',
  'refunded',
  'outputs_uploaded',
  'output_deleted',
  'completed',
  'revision_requested',
  'revision_asked',
  'cancelled_by_customer',
  'cancelled_by_admin',
  'hidden_by_customer',
  'translator_removed',
  'verification_revoked',
  'name_sheet_given',
  'checklist_confirmed',
  'checklist_not_confirmed',
  'paid_out',
  'deadline_change_asked',
  'deadline_changed',
  'deadline_change_declined',
  'rated',
  'rating_answered',
  'paper_shipped',
  'paper_ready',
  'files_deleted_by_customer',
  'files_expired',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<Locale, Record<AuditAction, string>> = {
  tr: {
    created: 'İş oluşturuldu',
    offer: 'Teklif verildi',
    assigned: 'Tercüman atandı',
    payment_notified: 'Müşteri ödeme bildirdi',
    marked_paid: 'Ödeme onaylandı',
    paid_by_card: 'Müşteri kartla ödedi',
    refunded: 'Kart ödemesi iade edildi',
    outputs_uploaded: 'Çeviri dosyası yüklendi',
    output_deleted: 'Çeviri dosyası silindi',
    completed: 'Tamamlandı',
    revision_requested: 'Revizyon için yeniden açıldı',
    revision_asked: 'Müşteri revizyon istedi',
    cancelled_by_customer: 'Müşteri iptal etti',
    cancelled_by_admin: 'Atama iptal edildi',
    hidden_by_customer: 'Müşteri listesinden gizledi',
    translator_removed: 'Tercüman silindi',
    verification_revoked: 'Doğrulama kodu iptal edildi',
    name_sheet_given: 'Müşteri ad ve tarih listesi verdi',
    checklist_confirmed: 'Tercüman kontrol listesini onayladı',
    checklist_not_confirmed: 'Kontrol listesi onaylanmadan tamamlandı',
    paid_out: 'Tercümana ödeme yapıldı',
    deadline_change_asked: 'Tercüman yeni teslim tarihi istedi',
    deadline_changed: 'Teslim tarihi değiştirildi',
    deadline_change_declined: 'Tarih değişikliği talebi reddedildi',
    rated: 'Müşteri teslimi değerlendirdi',
    rating_answered: 'Tercüman değerlendirmeyi yanıtladı',
    paper_shipped: 'Basılı çeviri gönderildi',
    paper_ready: 'Basılı çeviri ofiste teslime hazır',
    files_deleted_by_customer: 'Müşteri dosyaları sildi',
    files_expired: 'Saklama süresi doldu, dosyalar silindi',
  },
  en: {
    created: 'Job created',
    offer: 'Offer made',
    assigned: 'Translator assigned',
    payment_notified: 'Customer reported a payment',
    marked_paid: 'Payment confirmed',
    paid_by_card: 'Paid by card by the customer',
    refunded: 'Card payment refunded',
    outputs_uploaded: 'Translation file uploaded',
    output_deleted: 'Translation file deleted',
    completed: 'Completed',
    revision_requested: 'Reopened for revision',
    revision_asked: 'Customer asked for a revision',
    cancelled_by_customer: 'Cancelled by the customer',
    cancelled_by_admin: 'Assignment cancelled',
    hidden_by_customer: 'Hidden by the customer',
    translator_removed: 'Translator removed',
    verification_revoked: 'Verification code revoked',
    name_sheet_given: 'Customer gave a name and date sheet',
    checklist_confirmed: 'Translator confirmed the checklist',
    checklist_not_confirmed: 'Completed without the checklist confirmed',
    paid_out: 'Translator paid out',
    deadline_change_asked: 'Translator asked for a new due date',
    deadline_changed: 'Due date changed',
    deadline_change_declined: 'Due-date request declined',
    rated: 'Customer rated the delivery',
    rating_answered: 'Translator answered the rating',
    paper_shipped: 'Stamped paper shipped',
    paper_ready: 'Stamped paper ready to collect at the office',
    files_deleted_by_customer: 'Files deleted by the customer',
    files_expired: 'Retention period ended, files deleted',
  },
};

export function auditActionLabel(action: string, locale: Locale): string {
  return (auditActionLabels[locale] as Record<string, string>)[action] ?? action;
}

/** The change of state of an audit row in words ("Bekliyor → Ödeme Bekliyor"), or null when the state stayed. */
export function historyTransition(
  row: { from_status: JobStatus | null; to_status: JobStatus | null },
  locale: Locale,
): string | null {
  if (!row.to_status || row.from_status === row.to_status) return null;
  const to = statusLabels[locale][row.to_status];
  return row.from_status ? `${statusLabels[locale][row.from_status]} → ${to}` : to;
}

/**
 * A history line: the action, and the change of state only when there was one ("Teklif verildi", not
 * "Teklif verildi (Bekliyor → Bekliyor)").
 */
export function historyLine(
  row: { action: string; from_status: JobStatus | null; to_status: JobStatus | null },
  locale: Locale,
): string {
  const transition = historyTransition(row, locale);
  const label = auditActionLabel(row.action, locale);
  return transition ? `${label} (${transition})` : label;
}
