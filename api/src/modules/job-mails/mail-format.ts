import { jobCode, paths, type Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { notifyUser, type LocalizedNotification } from '../../lib/notify';

/**
 * What every job mail shares. Mails go through notifyUser, which honours the person's e-mail and SMS settings and
 * picks their language. Callers pass the transaction of the change (`{ ...deps, db: trx }`): the notification is
 * queued in it and a worker delivers it once committed (lib/tasks).
 */
export type MailDeps = Pick<AppDeps, 'db' | 'queue' | 'env'>;

// Intl formatters are made once: `toLocaleString` with options builds a new one on every call, which costs more
// than the rest of a mail's rendering.
const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const prices = { tr: new Intl.NumberFormat('tr-TR', digits), en: new Intl.NumberFormat('en-GB', digits) };
const days = {
  tr: new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
} satisfies Record<Locale, Intl.DateTimeFormat>;

export function formatPrice(amount: number, locale: Locale): string {
  return locale === 'tr' ? `${prices.tr.format(amount)} TL` : `TRY ${prices.en.format(amount)}`;
}

/** `YYYY-MM-DD` as people write it: 05.03.2030 in Turkish, 5 March 2030 in English. */
export function formatDate(isoDay: string, locale: Locale): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return days[locale].format(new Date(Date.UTC(year, month - 1, day)));
}

/** A job has no customer once their account is gone: nobody to tell. */
export async function notify(deps: MailDeps, userId: number | null, localized: LocalizedNotification): Promise<void> {
  if (userId !== null) await notifyUser(deps, userId, localized);
}

export const translatorPanelUrl = (deps: MailDeps) => `${deps.env.PUBLIC_URL}/panel/translator`;
export const customerJobUrl = (deps: MailDeps, jobId: number) => deps.env.PUBLIC_URL + paths.customerJob(jobId);

/**
 * A one-line notice about job `id`: that line as the mail's text and the SMS, and a button to the job's page for
 * the customer, to the panel for a translator.
 */
export function notifyOneLine(
  deps: MailDeps,
  userId: number | null,
  id: number,
  panel: 'user' | 'translator',
  words: (locale: Locale) => { subject: (code: string) => string; line: (code: string) => string; button: string },
): Promise<void> {
  const code = jobCode(id);
  const url = panel === 'user' ? customerJobUrl(deps, id) : translatorPanelUrl(deps);
  return notify(deps, userId, (locale) => {
    const { subject, line, button } = words(locale);
    return {
      mail: { subject: subject(code), paragraphs: [line(code)], action: { label: button, url } },
      sms: line(code),
    };
  });
}
