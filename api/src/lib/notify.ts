import type { Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../deps';
import { renderMail } from './mail-layout';
import { sendSms, setSmsLogger } from './sms';

export interface NotificationMail {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

export interface Notification {
  mail?: NotificationMail;
  sms?: string;
}

/** A notification is written per language; the recipient's stored language picks the version sent. */
export type LocalizedNotification = (locale: Locale) => Notification;

export interface NotifyResult {
  mailed: boolean;
  texted: boolean;
}

interface Recipient {
  name: string;
  email: string;
  phone: string | null;
  email_notifications: boolean;
  sms_notifications: boolean;
  locale: Locale;
}

const greeting: Record<Locale, (name: string) => string> = {
  tr: (name) => `Merhaba ${name},`,
  en: (name) => `Hello ${name},`,
};

/**
 * Tells a person about something that happened, honouring their settings: the mail only when
 * email_notifications is on, the SMS only when sms_notifications is on and a phone is known. Deleted accounts
 * get nothing. A delivery failure is logged, never thrown: the action that caused it already succeeded.
 * `essential` sends the mail whatever the setting (for account matters such as an application decision).
 * The texts are in the language the person last used with us (users.locale, set at sign-up and sign-in).
 */
export async function notifyUser(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'env'>,
  userId: number,
  localized: LocalizedNotification,
  options: { essential?: boolean } = {},
): Promise<NotifyResult> {
  const user: Recipient | undefined = await deps
    .db('users')
    .where({ id: userId })
    .whereNull('deleted_at')
    .first('name', 'email', 'phone', 'email_notifications', 'sms_notifications', 'locale');
  const result: NotifyResult = { mailed: false, texted: false };
  if (!user) return result;
  const locale = user.locale;
  const notification = localized(locale);

  if (notification.mail && (user.email_notifications || options.essential)) {
    const mail = renderMail(
      { to: user.email, greeting: greeting[locale](user.name), siteName: deps.env.SITE_NAME, ...notification.mail },
      locale,
    );
    try {
      await deps.mailer.send(mail);
      result.mailed = true;
    } catch (err) {
      deps.logger.error({ err, userId }, 'notification mail could not be sent');
    }
  }
  if (notification.sms && user.sms_notifications && user.phone) {
    setSmsLogger(deps.logger);
    try {
      await sendSms(user.phone, notification.sms);
      result.texted = true;
    } catch (err) {
      deps.logger.error({ err, userId }, 'notification sms could not be sent');
    }
  }
  return result;
}
