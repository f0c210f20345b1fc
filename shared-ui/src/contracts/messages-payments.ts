import type { MessageTable } from './message-table';

/** Message codes of card payments, refunds, receipts and billing details; see messages.ts. */
export const paymentMessages = {
  invalidTckn: { tr: 'Geçerli bir T.C. kimlik numarası giriniz.', en: 'Please enter a valid Turkish ID number.' },
  invalidSwift: { tr: 'Geçerli bir SWIFT/BIC kodu giriniz.', en: 'Please enter a valid SWIFT/BIC code.' },
  invalidVkn: { tr: 'Geçerli bir vergi kimlik numarası giriniz.', en: 'Please enter a valid tax number.' },
  billingDetailsRequired: {
    tr: 'Makbuz için fatura bilgilerinizi giriniz.',
    en: 'Please enter your billing details for the receipt.',
  },
  billingDetailsSaved: { tr: 'Fatura bilgileriniz kaydedildi.', en: 'Your billing details were saved.' },
  cardPaymentsOff: {
    tr: 'Kartla ödeme şu anda kullanılamıyor. Lütfen havale ile ödeyiniz.',
    en: 'Card payment is not available at the moment. Please pay by bank transfer.',
  },
  cardProviderUnavailable: {
    tr: 'Ödeme sağlayıcısına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyiniz.',
    en: 'The payment provider cannot be reached right now. Please try again a little later.',
  },
  jobNotRefundable: {
    tr: 'Bu iş için iade yapılamaz: kartla ödenmiş ve ataması iptal edilmiş olmalıdır.',
    en: 'This job cannot be refunded: it must be paid by card and its assignment cancelled.',
  },
  refundTooLarge: {
    tr: 'İade tutarı kartla ödenen tutarın kalanını aşamaz.',
    en: 'The refund cannot exceed what is left of the card payment.',
  },
  refundRefused: {
    tr: 'Ödeme sağlayıcısı iadeyi kabul etmedi. Lütfen daha sonra tekrar deneyiniz.',
    en: 'The payment provider refused the refund. Please try again later.',
  },
  refundDone: { tr: 'İade yapıldı.', en: 'The refund was made.' },
} as const satisfies MessageTable;
