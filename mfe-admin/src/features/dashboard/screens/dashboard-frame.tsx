import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'shared-ui';
import styles from '../components/dashboard.module.css';

/** The dashboard's title and intro; its cards, or the spinner while they wait, below. */
export function DashboardPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <div className={styles.section}>
      <header>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {children}
    </div>
  );
}

/**
 * The dashboard as it stands before its figures are in (dashboard-section.tsx: the cards wait for all of them). The
 * server draws it in the panel's layout (expose/server.ts), so the heading is on the screen before the scripts;
 * dashboard-frame.test.tsx holds the two alike.
 */
export function DashboardFrame() {
  return (
    <DashboardPage>
      <Spinner />
    </DashboardPage>
  );
}
