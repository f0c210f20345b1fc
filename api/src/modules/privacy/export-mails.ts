import { paths, type Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { renderMail } from '../../lib/mail-layout';
import { queueMail } from '../../lib/tasks/queue-mail';

const texts = {
  tr: {
    subject: 'Verileriniz indirilmeye hazır',
    greeting: (name: string) => `Merhaba ${name},`,
    paragraphs: (days: number) => [
      'Hesabınızla ilgili sakladığımız tüm verileri (hesap bilgileri, siparişler, mesajlar, değerlendirmeler, ödemeler, onaylar ve dosyalarınız) bir ZIP dosyasında hazırladık.',
      `Dosyayı ${days} gün boyunca, hesabınıza giriş yaparak Hesap Ayarları › Kişisel Verilerim bölümünden indirebilirsiniz. Bağlantı yalnızca sizin hesabınızla çalışır.`,
    ],
    action: 'Verilerimi indir',
  },
  en: {
    subject: 'Your data is ready to download',
    greeting: (name: string) => `Hello ${name},`,
    paragraphs: (days: number) => [
      'We have put everything we hold about your account (account details, orders, messages, ratings, payments, consents and your files) into a ZIP file.',
      `You can download it for ${days} days from Account settings › My personal data once you are signed in. The link only works with your account.`,
    ],
    action: 'Download my data',
  },
} as const;

/** The data-rights tab of Ayarlar (settings-tabs.ts in the public remote): the download needs the account. */
export const exportTabPath = `${paths.settings}?tab=kisisel-veriler`;

/** Queued when the export is ready, in the account's language; the link leads to the signed-in download. */
export function sendExportReadyMail(
  deps: Pick<AppDeps, 'db' | 'queue' | 'env'>,
  to: { email: string; name: string; locale: Locale },
  keptDays: number,
): Promise<void> {
  const t = texts[to.locale];
  return queueMail(
    deps,
    renderMail(
      {
        to: to.email,
        subject: t.subject,
        greeting: t.greeting(to.name),
        paragraphs: t.paragraphs(keptDays),
        action: { label: t.action, url: `${deps.env.PUBLIC_URL}${exportTabPath}` },
        siteName: deps.env.SITE_NAME,
      },
      to.locale,
    ),
  );
}
