import type { MessageTable } from './message-table';

/** Message codes of a translator's paid work: payout details, earnings, payouts, document previews and ratings. */
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
  ratingCommentRequired: {
    tr: '1 ya da 2 yıldız verirken neyin iyi gitmediğini birkaç sözle yazın.',
    en: 'With 1 or 2 stars, please say in a few words what went wrong.',
  },
  jobNotRateable: {
    tr: 'Yalnızca tamamlanmış bir iş değerlendirilebilir.',
    en: 'Only a completed job can be rated.',
  },
  alreadyRated: { tr: 'Bu işi zaten değerlendirdiniz.', en: 'You have already rated this job.' },
  ratingSaved: { tr: 'Değerlendirmeniz için teşekkürler.', en: 'Thank you for your rating.' },
  noRatingToAnswer: {
    tr: 'Bu iş için yanıtlanacak bir değerlendirme yok.',
    en: 'There is no rating to answer for this job.',
  },
  alreadyAnswered: { tr: 'Bu değerlendirmeyi zaten yanıtladınız.', en: 'You have already answered this rating.' },
  answerSaved: { tr: 'Yanıtınız kaydedildi.', en: 'Your answer was saved.' },
} as const satisfies MessageTable;
