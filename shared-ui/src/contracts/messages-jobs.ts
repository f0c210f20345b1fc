import type { MessageTable } from './message-table';

/** Message codes of the jobs domain (see messages.ts). Turkish texts of the spec's catalogue are verbatim. */
export const jobMessages = {
  // customer
  jobUploaded: { tr: 'Yüklendi!', en: 'Uploaded!' },
  jobDeleteFailed: { tr: 'Silme başarısız.', en: 'Delete failed.' },
  unknownLanguage: { tr: 'Bu dil listede yok.', en: 'This language is not in the list.' },
  hatTurRequired: { tr: 'Hat türü seçiniz.', en: 'Please choose a script type.' },
  jobNotCancellable: {
    tr: 'Yalnızca bekleyen veya teklif almış işler iptal edilebilir.',
    en: 'Only jobs that are waiting or have offers can be cancelled.',
  },
  jobNotDeletable: {
    tr: 'Bu iş şu anki durumunda silinemez. Yalnızca bekleyen, iptal edilmiş veya tamamlanmış işler silinebilir.',
    en: 'This job cannot be deleted now. Only waiting, cancelled or completed jobs can be deleted.',
  },
  jobNotAwaitingPayment: { tr: 'Bu iş için ödeme beklenmiyor.', en: 'No payment is expected for this job.' },
  paymentNotified: {
    tr: 'Ödeme bildiriminiz alındı. Ödemeniz onaylandığında çeviri başlayacak.',
    en: 'We have your payment notice. Translation starts once the payment is confirmed.',
  },

  // translator
  offerSent: { tr: 'Teklif gönderildi.', en: 'Offer sent.' },
  invalidPrice: {
    tr: 'Geçerli bir fiyat giriniz (en fazla iki ondalık).',
    en: 'Please enter a valid price (at most two decimals).',
  },
  jobNotOpenForOffers: { tr: 'Bu iş artık teklif kabul etmiyor.', en: 'This job no longer accepts offers.' },
  jobNotAssignedToYou: { tr: 'Bu iş size atanmamış.', en: 'This job is not assigned to you.' },
  jobNotInWork: {
    tr: 'Bu işte şu anda çıktı dosyası yüklenemez veya silinemez.',
    en: 'Output files cannot be uploaded or deleted for this job now.',
  },
  noFileSelected: { tr: 'Dosya seçilmedi.', en: 'No file selected.' },
  outputUploaded: { tr: 'Çıktı dosyası yüklendi.', en: 'Output file uploaded.' },
  outputDeleted: { tr: 'Dosya silindi.', en: 'File deleted.' },
  outputNotFound: { tr: 'Çıktı dosyası bulunamadı.', en: 'Output file not found.' },
  uploadOutputFirst: {
    tr: 'İşi tamamlamadan önce en az bir çıktı dosyası yükleyin.',
    en: 'Please upload at least one output file before completing the job.',
  },
  jobIdMismatch: { tr: 'İş numarası adresle uyuşmuyor.', en: 'The job id does not match the address.' },

  // admin
  translatorNotApproved: {
    tr: 'Seçilen kişi onaylı bir tercüman değil.',
    en: 'The chosen person is not an approved translator.',
  },
  jobNotAssignable: {
    tr: 'Bu işe şu anki durumunda tercüman atanamaz.',
    en: 'A translator cannot be assigned to this job in its current state.',
  },
  jobChangedMeanwhile: {
    tr: 'Bu iş siz işlem yaparken değişti. Sayfayı yenileyip tekrar deneyin.',
    en: 'This job changed while you were working on it. Refresh and try again.',
  },
  jobNotPayable: {
    tr: 'Yalnızca ödeme bekleyen işler ödendi olarak işaretlenebilir.',
    en: 'Only jobs awaiting payment can be marked as paid.',
  },
  jobNotAdminCancellable: {
    tr: 'Bu iş şu anki durumunda iptal edilemez. Teklifli bekleyen, ödeme bekleyen veya çeviride olan işler iptal edilebilir.',
    en: 'This job cannot be cancelled now. Waiting jobs with offers, jobs awaiting payment or in translation can be.',
  },
  jobNotRevisable: {
    tr: 'Yalnızca tamamlanmış işler revizyona açılabilir.',
    en: 'Only completed jobs can be reopened for revision.',
  },
} as const satisfies MessageTable;
