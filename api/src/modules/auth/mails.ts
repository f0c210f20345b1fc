import { withRedirect, type Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { renderMail } from '../../lib/mail-layout';
import { queueMail } from '../../lib/tasks/queue-mail';

export interface Recipient {
  email: string;
  name: string;
}

/**
 * The e-mail link contract (ARCHITECTURE §3): PUBLIC_URL/<page>?token=T&email=E, and `&redirect=<path>` when the
 * visitor was on the way to a page that needs an account: the verify page hands it on to sign-in.
 */
export function emailLink(
  publicUrl: string,
  page: 'verify-email' | 'reset-password',
  token: string,
  email: string,
  redirect?: string,
): string {
  return withRedirect(
    `${publicUrl}/${page}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
    redirect,
  );
}

const verifyTexts = {
  tr: {
    subject: 'E-posta adresinizi doğrulayın',
    greeting: (name: string) => `Merhaba ${name},`,
    paragraphs: [
      'Hesabınızı etkinleştirmek için aşağıdaki bağlantıya tıklayarak e-posta adresinizi doğrulayın.',
      'Bağlantı 24 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
    ],
    label: 'E-postamı doğrula',
  },
  en: {
    subject: 'Verify your e-mail address',
    greeting: (name: string) => `Hello ${name},`,
    paragraphs: [
      'To activate your account, verify your e-mail address by following the link below.',
      'The link is valid for 24 hours and can be used once.',
    ],
    label: 'Verify my e-mail',
  },
} as const;

const resetTexts = {
  tr: {
    subject: 'Şifre sıfırlama',
    greeting: (name: string) => `Merhaba ${name},`,
    paragraphs: [
      'Şifrenizi sıfırlamak için bir istek aldık. Yeni bir şifre belirlemek için aşağıdaki bağlantıya tıklayın.',
      'Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
    ],
    label: 'Şifremi sıfırla',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name: string) => `Hello ${name},`,
    paragraphs: [
      'We received a request to reset your password. Follow the link below to choose a new one.',
      'The link is valid for 1 hour and can be used once.',
    ],
    label: 'Reset my password',
  },
} as const;

/**
 * Queued, not sent (lib/tasks): the answer does not wait for the mail server, so its time does not tell whether an
 * account exists, and a mail server hiccup is retried instead of lost. Callers pass the transaction that issues the
 * token (`{ ...deps, db: trx }`): no link is mailed for a token that was rolled back, and none is lost.
 */
function deliver(deps: Pick<AppDeps, 'db' | 'queue'>, mail: ReturnType<typeof renderMail>): Promise<void> {
  return queueMail(deps, mail);
}

/** The verification mail; also what the settings module sends to a new address (token purpose 'email_change'). */
export function sendVerificationMail(
  deps: AppDeps,
  to: Recipient,
  token: string,
  locale: Locale,
  redirect?: string,
): Promise<void> {
  const t = verifyTexts[locale];
  const url = emailLink(deps.env.PUBLIC_URL, 'verify-email', token, to.email, redirect);
  const mail = renderMail(
    {
      to: to.email,
      subject: t.subject,
      greeting: t.greeting(to.name),
      paragraphs: [...t.paragraphs],
      action: { label: t.label, url },
      siteName: deps.env.SITE_NAME,
    },
    locale,
  );
  return deliver(deps, mail);
}

export function sendResetMail(deps: AppDeps, to: Recipient, token: string, locale: Locale): Promise<void> {
  const t = resetTexts[locale];
  const url = emailLink(deps.env.PUBLIC_URL, 'reset-password', token, to.email);
  const mail = renderMail(
    {
      to: to.email,
      subject: t.subject,
      greeting: t.greeting(to.name),
      paragraphs: [...t.paragraphs],
      action: { label: t.label, url },
      siteName: deps.env.SITE_NAME,
    },
    locale,
  );
  return deliver(deps, mail);
}
