import { jobCode, type Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { notifyUser, type LocalizedNotification } from '../../lib/notify';
import { findActiveAdminIds } from '../settings/people-repository';

/**
 * Mails to every admin about what needs the office: a new job, a payment notice, a revision request, a new
 * message. Each goes through notifyUser, so an admin who switched e-mail notifications off in their settings
 * gets none, and each is written in that admin's language. Call them with the transaction of the change
 * (`{ ...deps, db: trx }`): the mails are queued exactly when the change commits.
 */
const texts = {
  tr: {
    newJobSubject: (code: string) => `Yeni iş: ${code}`,
    newJob: (code: string, pair: string) =>
      `${code} numaralı yeni bir iş geldi (${pair}). Tercüman teklifleri toplanıyor.`,
    paymentSubject: (code: string) => `${code} için ödeme bildirildi`,
    payment: (code: string, receipt: boolean) =>
      `Müşteri ${code} numaralı işin ödemesini yaptığını bildirdi${receipt ? ' ve dekontunu ekledi' : ''}. Hesabı kontrol edip ödemeyi onaylayın.`,
    revisionSubject: (code: string) => `${code} için revizyon istendi`,
    revision: (code: string) => `Müşteri ${code} numaralı tamamlanmış iş için revizyon istedi.`,
    reason: (reason: string) => `Gerekçe: “${reason}”`,
    messageSubject: (code: string) => `${code} için yeni mesaj`,
    message: (code: string) => `Müşteri ${code} numaralı iş hakkında yeni bir mesaj yazdı.`,
    action: 'İşler bölümüne git',
  },
  en: {
    newJobSubject: (code: string) => `New job: ${code}`,
    newJob: (code: string, pair: string) =>
      `A new job ${code} has arrived (${pair}). Translators’ quotes are being collected.`,
    paymentSubject: (code: string) => `Payment reported for ${code}`,
    payment: (code: string, receipt: boolean) =>
      `The customer reported paying for job ${code}${receipt ? ' and attached the receipt' : ''}. Check the account and confirm the payment.`,
    revisionSubject: (code: string) => `Revision requested for ${code}`,
    revision: (code: string) => `The customer asked for a revision of the completed job ${code}.`,
    reason: (reason: string) => `Reason: “${reason}”`,
    messageSubject: (code: string) => `New message about ${code}`,
    message: (code: string) => `The customer wrote a new message about job ${code}.`,
    action: 'Go to the jobs section',
  },
} satisfies Record<Locale, unknown>;

type Texts = (typeof texts)['tr'];

type QueueDeps = Pick<AppDeps, 'db' | 'queue' | 'env'>;

async function mailAdmins(deps: QueueDeps, build: (t: Texts, locale: Locale) => ReturnType<LocalizedNotification>) {
  for (const adminId of await findActiveAdminIds(deps.db))
    await notifyUser(deps, adminId, (locale) => build(texts[locale], locale));
}

const jobsUrl = (deps: QueueDeps) => `${deps.env.PUBLIC_URL}/panel/admin/isler`;

export function mailAdminsNewJob(deps: QueueDeps, job: { id: number; source_lang: string; target_lang: string }) {
  const code = jobCode(job.id);
  return mailAdmins(deps, (t) => ({
    mail: {
      subject: t.newJobSubject(code),
      paragraphs: [t.newJob(code, `${job.source_lang} → ${job.target_lang}`)],
      action: { label: t.action, url: jobsUrl(deps) },
    },
  }));
}

export function mailAdminsPaymentNotified(deps: QueueDeps, job: { id: number; receipt: boolean }) {
  const code = jobCode(job.id);
  return mailAdmins(deps, (t) => ({
    mail: {
      subject: t.paymentSubject(code),
      paragraphs: [t.payment(code, job.receipt)],
      action: { label: t.action, url: jobsUrl(deps) },
    },
  }));
}

export function mailAdminsRevisionAsked(deps: QueueDeps, job: { id: number; reason: string }) {
  const code = jobCode(job.id);
  return mailAdmins(deps, (t) => ({
    mail: {
      subject: t.revisionSubject(code),
      paragraphs: [t.revision(code), t.reason(job.reason)],
      action: { label: t.action, url: jobsUrl(deps) },
    },
  }));
}

export function mailAdminsNewMessage(deps: QueueDeps, job: { id: number }) {
  const code = jobCode(job.id);
  return mailAdmins(deps, (t) => ({
    mail: {
      subject: t.messageSubject(code),
      paragraphs: [t.message(code)],
      action: { label: t.action, url: jobsUrl(deps) },
    },
  }));
}
