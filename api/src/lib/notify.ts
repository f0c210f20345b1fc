import type { Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../deps';
import { renderMail } from './mail-layout';
import { canSendSms } from './sms';
import { findRecipient } from '../modules/settings/people-repository';
import { queueMail } from './tasks/queue-mail';
import { taskNames } from './tasks/task-definitions';

export interface NotificationMail {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  link?: { label: string; url: string };
}

export interface Notification {
  mail?: NotificationMail;
  sms?: string;
}

/** A notification is written per language; the recipient's stored language picks the version sent. */
export type LocalizedNotification = (locale: Locale) => Notification;

/** What was queued: a worker sends it, with retries (lib/tasks). */
export interface NotifyResult {
  mailed: boolean;
  texted: boolean;
}

const greeting: Record<Locale, (name: string) => string> = {
  tr: (name) => `Merhaba ${name},`,
  en: (name) => `Hello ${name},`,
};

/**
 * Tells a person about something that happened, honouring their settings: the mail only when
 * email_notifications is on, the SMS only when a provider is plugged in (lib/sms.ts), sms_notifications is on and a
 * phone is known. Deleted accounts
 * get nothing. `essential` sends the mail whatever the setting (for account matters such as an application
 * decision). The texts are in the language the person last used with us (users.locale, set at sign-up and sign-in).
 *
 * Nothing is sent here: the mail and the SMS are queued as tasks through `deps.db`. Called with the transaction
 * of the change (`{ ...deps, db: trx }`), they exist exactly when the change commits, and a worker delivers them
 * with retries; a crash between the commit and the delivery loses nothing.
 */
export async function notifyUser(
  deps: Pick<AppDeps, 'db' | 'queue' | 'env'>,
  userId: number,
  localized: LocalizedNotification,
  options: { essential?: boolean } = {},
): Promise<NotifyResult> {
  const user = await findRecipient(deps.db, userId);
  const result: NotifyResult = { mailed: false, texted: false };
  if (!user) return result;
  const locale = user.locale;
  const notification = localized(locale);

  if (notification.mail && (user.email_notifications || options.essential)) {
    const mail = renderMail(
      { to: user.email, greeting: greeting[locale](user.name), siteName: deps.env.SITE_NAME, ...notification.mail },
      locale,
    );
    await queueMail(deps, mail);
    result.mailed = true;
  }
  if (notification.sms && user.sms_notifications && user.phone && canSendSms()) {
    await deps.queue.add(deps.db, taskNames.sms, { to: user.phone, text: notification.sms });
    result.texted = true;
  }
  return result;
}
