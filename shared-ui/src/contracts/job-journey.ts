// No zod here: shared-ui's start-up code (locales, the thread) reads these texts; the request schemas are in
// job-journey-inputs.ts.
import type { JobStatus } from './job-status';
import type { Locale } from './messages';

/**
 * The customer's view of a job's history, in plain words. The server maps each audit row to one of these
 * moments (or drops it: offers' details, file edits and the translator's name are not the customer's business);
 * the page and the mails take the words from here.
 */
export const journeyMoments = [
  'received',
  'offerArrived',
  'priced',
  'pricedAndStarted',
  'paymentNotified',
  'paymentConfirmed',
  'delivered',
  'revisionAsked',
  'revisionStarted',
  'cancelledByYou',
  'reopenedForQuotes',
  'dueDateChanged',
] as const;
export type JourneyMoment = (typeof journeyMoments)[number];

export const journeyTexts: Record<Locale, Record<JourneyMoment, string>> = {
  tr: {
    received: 'Talebinizi aldık — tercümanlardan teklif topluyoruz',
    offerArrived: 'Bir tercümandan teklif geldi',
    priced: 'Fiyatınız hazır — ödeme bekleniyor',
    pricedAndStarted: 'Fiyatınız belirlendi ve ödemeniz alındığı için çeviri başladı',
    paymentNotified: 'Ödeme bildiriminizi aldık — kontrol ediyoruz',
    paymentConfirmed: 'Ödemeniz onaylandı, çeviri başladı',
    delivered: 'Çeviriniz teslim edildi',
    revisionAsked: 'Revizyon talebinizi aldık',
    revisionStarted: 'Revizyon başladı — tercüman düzeltiyor',
    cancelledByYou: 'İşi iptal ettiniz',
    reopenedForQuotes: 'İş yeniden teklif aşamasına alındı',
    dueDateChanged: 'Teslim tarihi {{date}} olarak değiştirildi',
  },
  en: {
    received: 'We received your request — collecting quotes from translators',
    offerArrived: 'A translator sent a quote',
    priced: 'Your price is ready — awaiting payment',
    pricedAndStarted: 'Your price is set and, as you had already paid, the translation has started',
    paymentNotified: 'We received your payment notice — checking it',
    paymentConfirmed: 'Your payment is confirmed, the translation has started',
    delivered: 'Your translation has been delivered',
    revisionAsked: 'We received your revision request',
    revisionStarted: 'Revision started — the translator is making the corrections',
    cancelledByYou: 'You cancelled the job',
    reopenedForQuotes: 'The job went back to collecting quotes',
    dueDateChanged: 'Due date changed to {{date}}',
  },
};

/** Which moment an audit row is for the customer, or null when it is none of theirs. */
export function journeyMomentOf(row: { action: string; to_status: JobStatus | null }): JourneyMoment | null {
  switch (row.action) {
    case 'created':
      return 'received';
    case 'offer':
      return 'offerArrived';
    case 'assigned':
      return row.to_status === 'in_progress' ? 'pricedAndStarted' : 'priced';
    case 'payment_notified':
      return 'paymentNotified';
    case 'marked_paid':
    case 'paid_by_card': // the customer's own card payment (api/src/modules/payments) is the same moment
      return 'paymentConfirmed';
    case 'completed':
      return 'delivered';
    case 'revision_asked':
      return 'revisionAsked';
    case 'revision_requested':
      return 'revisionStarted';
    case 'cancelled_by_customer':
      return 'cancelledByYou';
    case 'cancelled_by_admin':
    case 'translator_removed':
      return 'reopenedForQuotes';
    case 'deadline_changed':
      return 'dueDateChanged';
    default:
      return null;
  }
}

/** The customer's next step, one sentence per situation. */
export const nextSteps = [
  'waitForQuote',
  'waitForPrice',
  'pay',
  'waitForPaymentCheck',
  'waitForTranslation',
  'waitForRevision',
  'revisionAsked',
  'download',
  'cancelled',
] as const;
export type NextStep = (typeof nextSteps)[number];

export const nextStepTexts: Record<Locale, Record<NextStep, string>> = {
  tr: {
    waitForQuote:
      'Tercümanlardan teklif topluyoruz. Fiyatınız hazır olunca size e-posta göndereceğiz; şimdilik bir şey yapmanız gerekmiyor.',
    waitForPrice: 'Teklifler geldi; ofisimiz fiyatınızı belirliyor. Hazır olunca size e-posta göndereceğiz.',
    pay: 'Ödeme sayfasındaki banka hesabına havale yapın, açıklamaya iş kodunu yazın ve “Ödemeyi yaptım” deyin.',
    waitForPaymentCheck: 'Ödeme bildiriminizi aldık. Ödemeniz onaylanınca çeviri başlar ve size haber veririz.',
    waitForTranslation: 'Çeviriniz yapılıyor. Teslim edildiğinde size e-posta göndereceğiz.',
    waitForRevision: 'Revizyonunuz yapılıyor. Düzeltilmiş çeviri hazır olunca size haber vereceğiz.',
    revisionAsked:
      'Revizyon talebinizi aldık; ofisimiz inceliyor. Revizyon başladığında size e-posta ile haber vereceğiz. Bu arada mevcut dosyalarınızı indirebilirsiniz.',
    download: 'Çeviriniz hazır: dosyalarınızı indirin. Düzeltilecek bir şey varsa revizyon isteyin.',
    cancelled: 'Bu iş iptal edildi. Yeni bir çeviri için yeni bir talep oluşturabilirsiniz.',
  },
  en: {
    waitForQuote:
      'We are collecting quotes from translators. We will e-mail you when your price is ready; nothing to do for now.',
    waitForPrice: 'Quotes are in; our office is setting your price. We will e-mail you when it is ready.',
    pay: 'Transfer the amount to the bank account on the payment page, write the job code as the reference and press “I have paid”.',
    waitForPaymentCheck:
      'We received your payment notice. The translation starts once the payment is confirmed, and we will tell you.',
    waitForTranslation: 'Your translation is under way. We will e-mail you when it is delivered.',
    waitForRevision: 'Your revision is under way. We will tell you when the corrected translation is ready.',
    revisionAsked:
      'We have your revision request; our office is reviewing it. We will e-mail you when the revision starts. Meanwhile you can download your current files.',
    download: 'Your translation is ready: download your files. If something needs fixing, ask for a revision.',
    cancelled: 'This job was cancelled. You can send a new request for a new translation.',
  },
};

/**
 * Follows ARCHITECTURE §4: a revision the customer asked for leaves the job `completed` until the office reopens
 * it (`revision_requested`), so a completed job with a pending request is no longer "ready, ask for a revision".
 */
export function nextStepOf(job: {
  status: JobStatus;
  offers_count?: number;
  payment_notified_at?: string | null;
  revision_pending?: boolean;
}): NextStep {
  switch (job.status) {
    case 'waiting':
      return (job.offers_count ?? 0) > 0 ? 'waitForPrice' : 'waitForQuote';
    case 'waiting_payment':
      return job.payment_notified_at ? 'waitForPaymentCheck' : 'pay';
    case 'in_progress':
      return 'waitForTranslation';
    case 'revision_requested':
      return 'waitForRevision';
    case 'completed':
      return job.revision_pending ? 'revisionAsked' : 'download';
    case 'cancelled':
      return 'cancelled';
  }
}

/** One moment of the customer's timeline (GET /user/job/{id}/timeline). */
export interface JourneyEntryDto {
  id: number;
  moment: JourneyMoment;
  at: string;
  /** The new due date (`YYYY-MM-DD`) of a dueDateChanged moment; the text reads it as {{date}}. */
  date?: string;
}

export interface JobTimelineDto {
  entries: JourneyEntryDto[];
  /** The office's usual time to send a price, in hours (site settings, else the environment). */
  usual_quote_hours: number;
}

/** A file attached to a job: the payment receipt, a revision request's file or a message's file. */
export interface JobAttachmentDto {
  id: number;
  kind: 'receipt' | 'revision' | 'message';
  display_name: string;
  size: number;
  /** Short-lived signed /api/download/attachments/... link. */
  url: string;
  created_at: string;
}

/** POST /user/job/{id}/revision (multipart: `reason`, optional `files`, up to 5). */
export const REVISION_MAX_FILES = 5;

/** A customer's revision request as the admin and the assigned translator see it. */
export interface RevisionRequestDto {
  id: number;
  reason: string;
  files: JobAttachmentDto[];
  created_at: string;
  /** When the admin reopened the job for it; null while it waits for the admin. */
  reopened_at: string | null;
}

/** POST /user/job/{id}/messages and /admin/job/{id}/messages (multipart: `body`, optional `files`, up to 5). */
export const MESSAGE_MAX_FILES = 5;

/** One message of a job's thread. The office speaks as the office: no admin or translator is named to customers. */
export interface JobMessageDto {
  id: number;
  side: 'customer' | 'office';
  /** The customer's name on office screens; null on the customer's own screen and for the office. */
  author_name: string | null;
  body: string;
  files: JobAttachmentDto[];
  created_at: string;
  read_at: string | null;
}
