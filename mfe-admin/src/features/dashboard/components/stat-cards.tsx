import { useTranslation } from 'react-i18next';
import { formatCount, type AdminStats } from 'shared-ui';
import styles from './dashboard.module.css';

const keys = ['users', 'translators', 'pendingJobs', 'completedJobs'] as const satisfies readonly (keyof AdminStats)[];

/** The four counts of spec 2.9 as labelled cards. */
export function StatCards({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  return (
    <ul className={styles.cards} aria-label={t('counts.label')}>
      {keys.map((key) => (
        <li key={key} className={`${styles.card} ${styles[key] ?? ''}`} data-testid={`stat-${key}`}>
          <span className={styles.cardValue}>{formatCount(stats[key], i18n.language)}</span>
          <span className={styles.cardLabel}>{t(`counts.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
