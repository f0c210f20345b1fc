import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackButton } from './feedback/feedback-button';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { PrivacyConsentBanner } from './privacy-consent-banner';
import { WhatsAppButton } from './whatsapp-button';
import styles from './layout.module.css';

/** Skip link, header, main area, footer and the floating WhatsApp and feedback buttons around the remotes. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <Header />
      <PrivacyConsentBanner />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <WhatsAppButton />
      <FeedbackButton />
    </div>
  );
}
