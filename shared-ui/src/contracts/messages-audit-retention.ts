import type { MessageTable } from './message-table';

/** Message codes of the office's audit view and of the retention of job files; see messages.ts. */
export const auditRetentionMessages = {
  invalidJobCode: {
    tr: 'Geçerli bir iş kodu giriniz (ör. JOB-000042).',
    en: 'Enter a valid job code (e.g. JOB-000042).',
  },
  invalidDateRange: {
    tr: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    en: 'The end date cannot be earlier than the start date.',
  },
  invalidRetentionDays: {
    tr: 'Saklama süresi 1 ile 3650 gün arasında olmalıdır.',
    en: 'The retention period must be between 1 and 3650 days.',
  },
  jobFilesDeleted: {
    tr: 'Bu işin dosyaları saklama süresi dolduğu ya da silinmeleri istendiği için silindi.',
    en: 'The files of this job were deleted: their retention period ended or their deletion was asked for.',
  },
  jobFilesAlreadyDeleted: { tr: 'Bu işin dosyaları zaten silindi.', en: 'The files of this job were already deleted.' },
  jobFilesNotClosed: {
    tr: 'Dosyalar yalnızca tamamlanmış veya iptal edilmiş bir işte silinebilir.',
    en: 'Files can be deleted only for a completed or cancelled job.',
  },
  jobFilesDeletedNow: { tr: 'İşin dosyaları silindi.', en: 'The files of the job were deleted.' },
} as const satisfies MessageTable;
