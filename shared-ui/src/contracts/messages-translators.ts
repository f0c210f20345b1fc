import type { MessageTable } from './message-table';

/** Message codes of the translators domain (see messages.ts). */
export const translatorMessages = {
  applicationReceived: { tr: 'Başvurunuz başarıyla alındı.', en: 'Your application has been received.' },
  applicationFailed: {
    tr: 'Başvuru gönderilirken bir hata oluştu.',
    en: 'An error occurred while sending your application.',
  },
  tooManyFeatured: { tr: 'En fazla 5 tercüman öne çıkarılabilir.', en: 'At most 5 translators can be featured.' },
  featuredUpdated: { tr: 'Öne çıkarma durumu güncellendi.', en: 'The featured status has been updated.' },
  onlyApprovedFeatured: {
    tr: 'Yalnızca onaylı tercümanlar öne çıkarılabilir.',
    en: 'Only approved translators can be featured.',
  },
  translatorNotFound: { tr: 'Tercüman bulunamadı.', en: 'Translator not found.' },
  applicationNotPending: {
    tr: 'Bu başvuru zaten değerlendirilmiş.',
    en: 'This application has already been reviewed.',
  },
  applicationApproved: { tr: 'Tercüman başvurusu onaylandı.', en: 'The translator application has been approved.' },
  applicationRejected: { tr: 'Tercüman başvurusu reddedildi.', en: 'The translator application has been rejected.' },
  translatorDeleted: { tr: 'Tercüman silindi.', en: 'The translator has been deleted.' },
  approveFailed: { tr: 'Onaylama başarısız', en: 'Approval failed' },
  rejectFailed: { tr: 'Reddetme başarısız', en: 'Rejection failed' },
  tooManyLanguages: { tr: 'En fazla 20 dil girebilirsiniz.', en: 'You can enter at most 20 languages.' },
} as const satisfies MessageTable;
