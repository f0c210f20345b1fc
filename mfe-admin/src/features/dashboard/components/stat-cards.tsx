import { useTranslation } from 'react-i18next';
import { numberFormat, type AdminStats } from 'shared-ui';
import styles from './dashboard.module.css';

const keys = ['users', 'translators', 'pendingJobs', 'completedJobs'] as const satisfies readonly (keyof AdminStats)[];

/** The four counts of spec 2.9 as labelled cards. */
export function StatCards({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const number = numberFormat(i18n.language);
  return (
    <ul className={styles.cards} aria-label={t('counts.label')}>
      {keys.map((key) => (
        <li key={key} className={`${styles.card} ${styles[key] ?? ''}`} data-testid={`stat-${key}`}>
          <span className={styles.cardValue}>{number.format(stats[key])}</span>
          <span className={styles.cardLabel}>{t(`counts.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
