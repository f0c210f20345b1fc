import { jobCode, paths, type Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { notifyUser, type LocalizedNotification } from '../../lib/notify';

/**
 * Job notifications through notifyUser, which honours the person's e-mail and SMS settings and picks their
 * language. Callers pass the transaction of the change (`{ ...deps, db: trx }`): the notification is queued in it
 * and a worker delivers it once committed (lib/tasks).
 */
type MailDeps = Pick<AppDeps, 'db' | 'queue' | 'env'>;

function formatPrice(amount: number, locale: Locale): string {
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return locale === 'tr'
    ? `${amount.toLocaleString('tr-TR', digits)} TL`
    : `TRY ${amount.toLocaleString('en-GB', digits)}`;
}

/** `YYYY-MM-DD` as people write it: 05.03.2030 in Turkish, 5 March 2030 in English. */
export function formatDate(isoDay: string, locale: Locale): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return locale === 'tr'
    ? date.toLocaleDateString('tr-TR', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' })
    : date.toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
}

/** The words of each job mail, per language; the functions below put them together with the job's facts. */
const texts = {
  tr: {
    priceSubject: (code: string) => `${code} için fiyat belirlendi`,
    priceSummary: (code: string, price: string, date: string) =>
      `${code} numaralı işinizin fiyatı ${price}, teslim tarihi ${date} olarak belirlendi.`,
    alreadyPaid: 'Ödemeniz daha önce alındığı için çeviriye başlandı.',
    payFirst: 'Ödemeniz onaylandığında çeviriye başlanacaktır.',
    paymentAction: 'Ödeme sayfasına git',
    completedSubject: (code: string) => `${code} tamamlandı`,
    completed: (code: string) =>
      `${code} numaralı işinizin çevirisi tamamlandı. Dosyalarınızı iş sayfasından indirebilirsiniz.`,
    jobPage: 'İş sayfasını aç',
    assignedSubject: (code: string) => `${code} size atandı`,
    assignedUnpaidSubject: (code: string) => `${code} size atandı — müşterinin ödemesi bekleniyor`,
    assigned: (code: string, date: string) => `${code} numaralı iş size atandı. Teslim tarihi: ${date}.`,
    customerPaid: 'Müşteri ödemeyi yaptı; çeviriye başlayabilirsiniz.',
    customerNotPaid:
      'Henüz başlamayın: müşterinin ödemesi onaylandığında belge açılır ve size “başlayın” diye ayrıca haber veririz.',
    startSubject: (code: string) => `${code}: ödeme onaylandı — çeviriye başlayın`,
    start: (code: string, date: string) =>
      `${code} numaralı işin ödemesi onaylandı; belgeyi açıp çeviriye şimdi başlayabilirsiniz. Teslim tarihi: ${date}.`,
    deadlineSubject: (code: string) => `${code}: teslim tarihi yarın`,
    deadline: (code: string, date: string) =>
      `${code} numaralı işin teslim tarihi yarın (${date}). Çeviri dosyalarını yükleyip işi tamamlamayı unutmayın.`,
    cancelledSubject: (code: string) => `${code} ataması iptal edildi`,
    cancelled: (code: string) =>
      `${code} numaralı işin size yapılan ataması ofis tarafından iptal edildi. Bu iş için çalışmayın.`,
    translatorPanel: 'Tercüman panelime git',
    revisionSubject: (code: string) => `${code} için revizyon istendi`,
    revision: (code: string) =>
      `${code} numaralı iş için revizyon istendi. Düzeltilmiş dosyaları yükleyip işi yeniden tamamlayın.`,
    unassignedSubject: (code: string) => `${code} artık size atanmış değil`,
    unassigned: (code: string) => `${code} numaralı iş başka bir tercümana atandı. Bu iş için çalışmanıza gerek yok.`,
    revisionReason: (reason: string) => `Müşterinin düzeltilmesini istediği: “${reason}”`,
  },
  en: {
    priceSubject: (code: string) => `Price set for ${code}`,
    priceSummary: (code: string, price: string, date: string) =>
      `The price of your job ${code} is ${price}, with delivery on ${date}.`,
    alreadyPaid: 'Your payment was already received, so the translation has started.',
    payFirst: 'The translation starts once your payment is confirmed.',
    paymentAction: 'Go to the payment page',
    completedSubject: (code: string) => `${code} is complete`,
    completed: (code: string) =>
      `The translation of your job ${code} is complete. You can download your files from its page.`,
    jobPage: 'Open the job page',
    assignedSubject: (code: string) => `${code} assigned to you`,
    assignedUnpaidSubject: (code: string) => `${code} assigned to you — waiting for the customer’s payment`,
    assigned: (code: string, date: string) => `Job ${code} has been assigned to you. Delivery date: ${date}.`,
    customerPaid: 'The customer has paid; you can start translating.',
    customerNotPaid:
      'Don’t start yet: the document opens once the customer’s payment is confirmed, and we will tell you to start.',
    startSubject: (code: string) => `${code}: payment confirmed — start now`,
    start: (code: string, date: string) =>
      `The payment for job ${code} is confirmed; open the document and start the translation now. Due: ${date}.`,
    deadlineSubject: (code: string) => `${code}: due tomorrow`,
    deadline: (code: string, date: string) =>
      `Job ${code} is due tomorrow (${date}). Remember to upload the translation and complete the job.`,
    cancelledSubject: (code: string) => `${code}: assignment cancelled`,
    cancelled: (code: string) => `The office cancelled your assignment to job ${code}. Do not work on it.`,
    translatorPanel: 'Go to my translator panel',
    revisionSubject: (code: string) => `Revision requested for ${code}`,
    revision: (code: string) =>
      `A revision has been requested for job ${code}. Upload the corrected files and complete the job again.`,
    unassignedSubject: (code: string) => `${code} is no longer assigned to you`,
    unassigned: (code: string) => `Job ${code} has been given to another translator. You need not work on it.`,
    revisionReason: (reason: string) => `What the customer asked to fix: “${reason}”`,
  },
} satisfies Record<Locale, unknown>;

async function notify(deps: MailDeps, userId: number | null, localized: LocalizedNotification): Promise<void> {
  if (userId !== null) await notifyUser(deps, userId, localized);
}

type Texts = (typeof texts)[keyof typeof texts];

/**
 * A one-line notice about job `id`: that line as the mail's text and the SMS, and a button to the job's page for
 * the customer, to the panel for a translator.
 */
function notifyOneLine(
  deps: MailDeps,
  userId: number | null,
  id: number,
  panel: 'user' | 'translator',
  words: (t: Texts) => { subject: (code: string) => string; line: (code: string) => string; button: string },
) {
  const code = jobCode(id);
  const panelUrl = deps.env.PUBLIC_URL + (panel === 'user' ? paths.customerJob(id) : '/panel/translator');
  return notify(deps, userId, (locale) => {
    const { subject, line, button } = words(texts[locale]);
    return {
      mail: { subject: subject(code), paragraphs: [line(code)], action: { label: button, url: panelUrl } },
      sms: line(code),
    };
  });
}

export function mailCustomerPriceSet(
  deps: MailDeps,
  job: { id: number; user_id: number | null; price: number; delivery_date: string; paid: boolean },
) {
  const code = jobCode(job.id);
  const paymentUrl = deps.env.PUBLIC_URL + paths.payment(job.id);
  const jobUrl = deps.env.PUBLIC_URL + paths.customerJob(job.id);
  return notify(deps, job.user_id, (locale) => {
    const t = texts[locale];
    const summary = t.priceSummary(code, formatPrice(job.price, locale), formatDate(job.delivery_date, locale));
    const jobPage = { label: t.jobPage, url: jobUrl };
    return {
      mail: {
        subject: t.priceSubject(code),
        paragraphs: [summary, job.paid ? t.alreadyPaid : t.payFirst],
        // unpaid: paying is the step, the job page the way to everything else about it
        ...(job.paid ? { action: jobPage } : { action: { label: t.paymentAction, url: paymentUrl }, link: jobPage }),
      },
      sms: summary,
    };
  });
}

export function mailCustomerCompleted(deps: MailDeps, job: { id: number; user_id: number | null }) {
  return notifyOneLine(deps, job.user_id, job.id, 'user', (t) => ({
    subject: t.completedSubject,
    line: t.completed,
    button: t.jobPage,
  }));
}

export function mailTranslatorAssigned(
  deps: MailDeps,
  job: { id: number; translator_id: number; delivery_date: string; paid: boolean },
) {
  const code = jobCode(job.id);
  const panelUrl = `${deps.env.PUBLIC_URL}/panel/translator`;
  return notify(deps, job.translator_id, (locale) => {
    const t = texts[locale];
    const text = t.assigned(code, formatDate(job.delivery_date, locale));
    return {
      mail: {
        subject: job.paid ? t.assignedSubject(code) : t.assignedUnpaidSubject(code),
        paragraphs: [text, job.paid ? t.customerPaid : t.customerNotPaid],
        action: { label: t.translatorPanel, url: panelUrl },
      },
      sms: text,
    };
  });
}

export function mailTranslatorRevision(
  deps: MailDeps,
  job: { id: number; translator_id: number | null; reason?: string | null },
) {
  const code = jobCode(job.id);
  const panelUrl = `${deps.env.PUBLIC_URL}/panel/translator`;
  return notify(deps, job.translator_id, (locale) => {
    const t = texts[locale];
    return {
      mail: {
        subject: t.revisionSubject(code),
        paragraphs: job.reason ? [t.revision(code), t.revisionReason(job.reason)] : [t.revision(code)],
        action: { label: t.translatorPanel, url: panelUrl },
      },
      sms: t.revision(code),
    };
  });
}

/** A re-assignment took the job from this translator: they must not keep working on it. */
export function mailTranslatorUnassigned(deps: MailDeps, job: { id: number; translator_id: number }) {
  return notifyOneLine(deps, job.translator_id, job.id, 'translator', (t) => ({
    subject: t.unassignedSubject,
    line: t.unassigned,
    button: t.translatorPanel,
  }));
}

/** The payment came in on a job already assigned: the translator may open the document and start. */
export function mailTranslatorStart(
  deps: MailDeps,
  job: { id: number; translator_id: number | null; delivery_date: string },
) {
  const code = jobCode(job.id);
  const panelUrl = `${deps.env.PUBLIC_URL}/panel/translator`;
  return notify(deps, job.translator_id, (locale) => {
    const t = texts[locale];
    const text = t.start(code, formatDate(job.delivery_date, locale));
    return {
      mail: { subject: t.startSubject(code), paragraphs: [text], action: { label: t.translatorPanel, url: panelUrl } },
      sms: text,
    };
  });
}

/** The office cancelled the assignment (the job went back to the offers): the translator stops. */
export function mailTranslatorCancelled(deps: MailDeps, job: { id: number; translator_id: number }) {
  return notifyOneLine(deps, job.translator_id, job.id, 'translator', (t) => ({
    subject: t.cancelledSubject,
    line: t.cancelled,
    button: t.translatorPanel,
  }));
}

/** The day before the due date of a job in progress: sent by the daily reminder task. */
export function mailTranslatorDeadline(
  deps: MailDeps,
  job: { id: number; translator_id: number; delivery_date: string },
) {
  const code = jobCode(job.id);
  const panelUrl = `${deps.env.PUBLIC_URL}/panel/translator`;
  return notify(deps, job.translator_id, (locale) => {
    const t = texts[locale];
    const text = t.deadline(code, formatDate(job.delivery_date, locale));
    return {
      mail: {
        subject: t.deadlineSubject(code),
        paragraphs: [text],
        action: { label: t.translatorPanel, url: panelUrl },
      },
      sms: text,
    };
  });
}
