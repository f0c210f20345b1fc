import type { MessageTable } from './message-table';

/** Message codes of due-date change requests; see messages.ts. */
export const deadlineMessages = {
  deadlineNotAfterToday: {
    tr: 'Yeni teslim tarihi bugünden sonra olmalıdır.',
    en: 'The new due date must be after today.',
  },
  deadlineTooFar: {
    tr: 'Yeni teslim tarihi en fazla 60 gün sonrası olabilir.',
    en: 'The new due date can be at most 60 days ahead.',
  },
  deadlineNotLater: {
    tr: 'Yeni teslim tarihi işin mevcut teslim tarihinden sonra olmalıdır.',
    en: 'The new due date must be later than the job’s current due date.',
  },
  deadlineJobNotInWork: {
    tr: 'Yalnızca üzerinde çalıştığınız işler için yeni teslim tarihi istenebilir.',
    en: 'A new due date can only be asked for a job you are working on.',
  },
  deadlineAlreadyAsked: {
    tr: 'Bu iş için bekleyen bir tarih değişikliği talebiniz zaten var.',
    en: 'You already have a due-date request waiting for this job.',
  },
  deadlineAsked: {
    tr: 'Talebiniz ofise iletildi. Karar verildiğinde size e-posta ile bildireceğiz.',
    en: 'Your request has been sent to the office. We will e-mail you when it is decided.',
  },
  deadlineAlreadyDecided: {
    tr: 'Bu talep için zaten karar verildi.',
    en: 'This request has already been decided.',
  },
  deadlineRequestLapsed: {
    tr: 'Bu talep artık geçerli değil: iş tercümanın üzerinde değil.',
    en: 'This request no longer applies: the job is no longer with that translator.',
  },
  deadlineRequestOutdated: {
    tr: 'İstenen tarih geçmiş; talep kabul edilemez.',
    en: 'The requested date has passed; the request cannot be accepted.',
  },
  deadlineAccepted: {
    tr: 'Yeni teslim tarihi kabul edildi; tercümana ve müşteriye bildirildi.',
    en: 'The new due date was accepted; the translator and the customer have been told.',
  },
  deadlineDeclined: {
    tr: 'Talep reddedildi; tercümana bildirildi.',
    en: 'The request was declined; the translator has been told.',
  },
} as const satisfies MessageTable;
