import { useTranslation } from 'react-i18next';
import styles from './dashboard.module.css';

export const ANALYTICS_URL = 'https://analytics.google.com';

/** Visitor figures live in the analytics site; the link opens it in a new tab. */
export function AnalyticsCard() {
  const { t } = useTranslation('admin-dashboard');
  return (
    <section className={styles.panel} aria-labelledby="analytics-title">
      <h2 id="analytics-title" className={styles.panelTitle}>
        {t('analytics.title')}
      </h2>
      <p className={styles.text}>{t('analytics.text')}</p>
      <a className={styles.analyticsLink} href={ANALYTICS_URL} target="_blank" rel="noopener noreferrer">
        {t('analytics.link')} <span aria-hidden="true">↗</span>
        <span className="visually-hidden"> {t('analytics.newTab')}</span>
      </a>
    </section>
  );
}
