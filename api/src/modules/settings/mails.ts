import type { Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { renderMail } from '../../lib/mail-layout';
import { queueMail } from '../../lib/tasks/queue-mail';
import { emailLink } from '../auth/mails';

const texts = {
  tr: {
    confirm: {
      subject: 'Yeni e-posta adresinizi doğrulayın',
      paragraphs: [
        'Hesabınızın e-posta adresini bu adresle değiştirmek istediniz. Değişikliği tamamlamak için aşağıdaki bağlantıya tıklayın.',
        'Bağlantı 24 saat geçerlidir. Bağlantıya tıklanana kadar eski adresiniz geçerli kalır.',
      ],
      label: 'E-postamı doğrula',
    },
    notice: {
      subject: 'Hesap güvenlik bilgileriniz değişti',
      email: (to: string) =>
        `E-posta adresinizi ${to} olarak değiştirme isteği alındı. Değişiklik, yeni adres doğrulandığında geçerli olur.`,
      password: 'Hesabınızın şifresi değiştirildi; diğer cihazlardaki oturumlar kapatıldı.',
      footer: 'Bu işlemi siz yapmadıysanız hemen şifrenizi sıfırlayın ve bizimle iletişime geçin.',
    },
    greeting: (name: string) => `Merhaba ${name},`,
  },
  en: {
    confirm: {
      subject: 'Verify your new e-mail address',
      paragraphs: [
        'You asked to change your account’s e-mail address to this one. Follow the link below to complete the change.',
        'The link is valid for 24 hours. Your old address stays in use until it is followed.',
      ],
      label: 'Verify my e-mail',
    },
    notice: {
      subject: 'Your account security details changed',
      email: (to: string) =>
        `We received a request to change your e-mail address to ${to}. It takes effect once the new address is verified.`,
      password: 'Your account password was changed; sessions on other devices were signed out.',
      footer: 'If this was not you, reset your password at once and contact us.',
    },
    greeting: (name: string) => `Hello ${name},`,
  },
} as const;

/** Queued for the worker (lib/tasks); callers pass the transaction of the change (`{ ...deps, db: trx }`). */
function deliver(deps: Pick<AppDeps, 'db' | 'queue'>, mail: ReturnType<typeof renderMail>): Promise<void> {
  return queueMail(deps, mail);
}

/** The link that makes an e-mail change take effect: sent to the NEW address (token purpose 'email_change'). */
export function sendEmailChangeMail(
  deps: AppDeps,
  to: { email: string; name: string },
  token: string,
  locale: Locale,
): Promise<void> {
  const t = texts[locale];
  const url = emailLink(deps.env.PUBLIC_URL, 'verify-email', token, to.email);
  return deliver(
    deps,
    renderMail(
      {
        to: to.email,
        subject: t.confirm.subject,
        greeting: t.greeting(to.name),
        paragraphs: [...t.confirm.paragraphs],
        action: { label: t.confirm.label, url },
        siteName: deps.env.SITE_NAME,
      },
      locale,
    ),
  );
}

/** The current address hears of every security change, so a hijacked session cannot change things silently. */
export function sendSecurityNotice(
  deps: AppDeps,
  to: { email: string; name: string },
  change: { newEmail: string | null; password: boolean },
  locale: Locale,
): Promise<void> {
  const t = texts[locale];
  const paragraphs = [
    ...(change.newEmail ? [t.notice.email(change.newEmail)] : []),
    ...(change.password ? [t.notice.password] : []),
    t.notice.footer,
  ];
  return deliver(
    deps,
    renderMail(
      {
        to: to.email,
        subject: t.notice.subject,
        greeting: t.greeting(to.name),
        paragraphs,
        siteName: deps.env.SITE_NAME,
      },
      locale,
    ),
  );
}
