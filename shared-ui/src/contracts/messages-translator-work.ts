import type { MessageTable } from './message-table';

/** Message codes of issue 13's translator pages: payout details, earnings, payouts and document previews. */
export const translatorWorkMessages = {
  dateInFuture: { tr: 'Tarih ileri bir gün olamaz.', en: 'The date cannot be in the future.' },
  tooManyJobs: { tr: 'Bir ödemede en fazla 200 iş olabilir.', en: 'A payout can hold at most 200 jobs.' },
  payoutDetailsSaved: { tr: 'Ödeme bilgileriniz kaydedildi.', en: 'Your payout details were saved.' },
  payoutRecorded: { tr: 'Ödeme kaydedildi.', en: 'The payout was recorded.' },
  jobsNotPayable: {
    tr: 'Seçilen işlerden biri bu tercümanın tamamlanmış ve henüz ödenmemiş işi değil; liste yenilendi.',
    en: 'One of the chosen jobs is not a completed, unpaid job of this translator; the list was refreshed.',
  },
  previewNotAvailable: {
    tr: 'Bu belgenin önizlemesi yok.',
    en: 'There is no preview of this document.',
  },
} as const satisfies MessageTable;
