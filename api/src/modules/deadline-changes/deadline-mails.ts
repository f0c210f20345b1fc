import { jobCode, type Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { notifyUser } from '../../lib/notify';
import { formatDate } from '../job-mails/mail-format';
import { findActiveAdminIds } from '../settings/people-repository';

/**
 * The mails of a due-date request, each in the recipient's language and queued in the transaction
 * of the change (`{ ...deps, db: trx }`). The customer hears only that the date moved, never the translator's reason
 * or name.
 */
type MailDeps = Pick<AppDeps, 'db' | 'queue' | 'env'>;

const texts = {
  tr: {
    askedSubject: (code: string) => `${code} için yeni teslim tarihi istendi`,
    asked: (code: string, from: string, to: string) =>
      `Tercüman ${code} numaralı işin teslim tarihinin ${from} yerine ${to} olmasını istiyor.`,
    reason: (reason: string) => `Gerekçe: “${reason}”`,
    adminAction: 'İşler bölümüne git',
    customerSubject: (code: string) => `${code}: teslim tarihi değişti`,
    customer: (code: string, date: string) => `${code} numaralı işinizin teslim tarihi ${date} olarak güncellendi.`,
    customerAction: 'İşimi görüntüle',
    acceptedSubject: (code: string) => `${code}: yeni teslim tarihi kabul edildi`,
    accepted: (code: string, date: string) =>
      `${code} numaralı iş için istediğiniz yeni teslim tarihi kabul edildi. Yeni teslim tarihi: ${date}.`,
    declinedSubject: (code: string) => `${code}: teslim tarihi talebiniz reddedildi`,
    declined: (code: string, requested: string, current: string) =>
      `${code} numaralı iş için istediğiniz ${requested} tarihi kabul edilmedi. Teslim tarihi ${current} olarak kalıyor.`,
    note: (note: string) => `Ofisin notu: “${note}”`,
    translatorAction: 'Tercüman panelime git',
  },
  en: {
    askedSubject: (code: string) => `New due date asked for ${code}`,
    asked: (code: string, from: string, to: string) =>
      `The translator asks to move the due date of job ${code} from ${from} to ${to}.`,
    reason: (reason: string) => `Reason: “${reason}”`,
    adminAction: 'Go to the jobs section',
    customerSubject: (code: string) => `${code}: the due date has changed`,
    customer: (code: string, date: string) => `The due date of your job ${code} is now ${date}.`,
    customerAction: 'View my job',
    acceptedSubject: (code: string) => `${code}: new due date accepted`,
    accepted: (code: string, date: string) =>
      `The new due date you asked for job ${code} has been accepted. New due date: ${date}.`,
    declinedSubject: (code: string) => `${code}: your due-date request was declined`,
    declined: (code: string, requested: string, current: string) =>
      `The date you asked for job ${code} (${requested}) was not accepted. The due date stays ${current}.`,
    note: (note: string) => `The office’s note: “${note}”`,
    translatorAction: 'Go to my translator panel',
  },
} satisfies Record<Locale, unknown>;

/** Every admin, in their own language and honouring their e-mail setting. */
export async function mailAdminsDeadlineAsked(
  deps: MailDeps,
  request: { id: number; previous: string; requested: string; reason: string },
): Promise<void> {
  const code = jobCode(request.id);
  const url = `${deps.env.PUBLIC_URL}/panel/admin/isler`;
  for (const adminId of await findActiveAdminIds(deps.db))
    await notifyUser(deps, adminId, (locale) => {
      const t = texts[locale];
      const line = t.asked(code, formatDate(request.previous, locale), formatDate(request.requested, locale));
      return {
        mail: {
          subject: t.askedSubject(code),
          paragraphs: [line, t.reason(request.reason)],
          action: { label: t.adminAction, url },
        },
      };
    });
}

export async function mailCustomerDeadlineChanged(
  deps: MailDeps,
  job: { id: number; user_id: number | null; date: string },
): Promise<void> {
  if (job.user_id === null) return;
  const code = jobCode(job.id);
  const url = `${deps.env.PUBLIC_URL}/panel/user/jobs/${job.id}`;
  await notifyUser(deps, job.user_id, (locale) => {
    const t = texts[locale];
    const line = t.customer(code, formatDate(job.date, locale));
    return {
      mail: { subject: t.customerSubject(code), paragraphs: [line], action: { label: t.customerAction, url } },
      sms: line,
    };
  });
}

export async function mailTranslatorDeadlineAccepted(
  deps: MailDeps,
  job: { id: number; translator_id: number | null; date: string },
): Promise<void> {
  if (job.translator_id === null) return;
  const code = jobCode(job.id);
  const url = `${deps.env.PUBLIC_URL}/panel/translator`;
  await notifyUser(deps, job.translator_id, (locale) => {
    const t = texts[locale];
    const line = t.accepted(code, formatDate(job.date, locale));
    return {
      mail: { subject: t.acceptedSubject(code), paragraphs: [line], action: { label: t.translatorAction, url } },
      sms: line,
    };
  });
}

export async function mailTranslatorDeadlineDeclined(
  deps: MailDeps,
  job: { id: number; translator_id: number | null; requested: string; current: string; note: string | null },
): Promise<void> {
  if (job.translator_id === null) return;
  const code = jobCode(job.id);
  const url = `${deps.env.PUBLIC_URL}/panel/translator`;
  await notifyUser(deps, job.translator_id, (locale) => {
    const t = texts[locale];
    const line = t.declined(code, formatDate(job.requested, locale), formatDate(job.current, locale));
    return {
      mail: {
        subject: t.declinedSubject(code),
        paragraphs: job.note ? [line, t.note(job.note)] : [line],
        action: { label: t.translatorAction, url },
      },
      sms: line,
    };
  });
}
