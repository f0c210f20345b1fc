import { jobCode, nextStepTexts, paths, type Locale } from 'shared-ui/contracts';
import { customerJobUrl, formatDate, formatPrice, notify, notifyOneLine, type MailDeps } from './mail-format';

/**
 * Mails to the customer about their job: the price is set, the payment is confirmed and work starts, the office
 * reopened the job for the requested revision or answered in its thread, the translation is complete. Each links
 * to the job page (or to the payment page, when paying is the next step) and says the next step in the shared
 * vocabulary's words.
 */
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
    paidSubject: (code: string) => `${code}: ödemeniz onaylandı`,
    paid: (code: string) => `${code} numaralı işinizin ödemesi onaylandı; çeviriye başlandı.`,
    revisionSubject: (code: string) => `${code}: revizyon başladı`,
    revision: (code: string) => `${code} numaralı işiniz revizyon talebiniz üzerine yeniden açıldı.`,
    messageSubject: (code: string) => `${code}: ofisten yeni mesaj`,
    message: (code: string) => `${code} numaralı işiniz hakkında ofisimiz size bir mesaj yazdı.`,
    viewJob: 'İşimi görüntüle',
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
    paidSubject: (code: string) => `${code}: your payment is confirmed`,
    paid: (code: string) => `The payment for your job ${code} is confirmed; the translation has started.`,
    revisionSubject: (code: string) => `${code}: revision started`,
    revision: (code: string) => `Your job ${code} has been reopened for the revision you asked for.`,
    messageSubject: (code: string) => `${code}: a new message from the office`,
    message: (code: string) => `Our office wrote you a message about your job ${code}.`,
    viewJob: 'View my job',
  },
} satisfies Record<Locale, unknown>;

export function mailCustomerPriceSet(
  deps: MailDeps,
  job: { id: number; user_id: number | null; price: number; delivery_date: string; paid: boolean },
) {
  const code = jobCode(job.id);
  const paymentUrl = deps.env.PUBLIC_URL + paths.payment(job.id);
  const jobUrl = customerJobUrl(deps, job.id);
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
  return notifyOneLine(deps, job.user_id, job.id, 'user', (locale) => ({
    subject: texts[locale].completedSubject,
    line: texts[locale].completed,
    button: texts[locale].jobPage,
  }));
}

type Event = 'paid' | 'revision' | 'message';
const nextStep = { paid: 'waitForTranslation', revision: 'waitForRevision', message: null } as const;

/** The payment is confirmed, the job reopened for a revision, or the office wrote in the job's thread. */
export function mailCustomerJobEvent(deps: MailDeps, job: { id: number; user_id: number | null }, event: Event) {
  const code = jobCode(job.id);
  const url = customerJobUrl(deps, job.id);
  return notify(deps, job.user_id, (locale) => {
    const t = texts[locale];
    const step = nextStep[event];
    const subject = { paid: t.paidSubject, revision: t.revisionSubject, message: t.messageSubject }[event](code);
    const first = { paid: t.paid, revision: t.revision, message: t.message }[event](code);
    return {
      mail: {
        subject,
        paragraphs: step ? [first, nextStepTexts[locale][step]] : [first],
        action: { label: t.viewJob, url },
      },
      sms: first,
    };
  });
}
