import { formatMoment, type JobAuditDto } from 'shared-ui';
import { useTranslation } from 'react-i18next';
import styles from './job-detail.module.css';

/** The audit rows of a job, oldest first: what happened, from which state to which, and who did it. */
export function JobHistory({ history }: { history: JobAuditDto[] }) {
  const { t, i18n } = useTranslation('admin-jobs');
  if (history.length === 0) return <p className={styles.muted}>{t('detail.noHistory')}</p>;
  return (
    <ol className={styles.history}>
      {history.map((row) => (
        <li key={row.id}>
          <time dateTime={row.at} className={styles.muted}>
            {formatMoment(row.at, i18n.language)}
          </time>{' '}
          <strong>{t(`audit.${row.action}`, { defaultValue: row.action })}</strong>
          {row.to_status && (
            <span className={styles.muted}>
              {' '}
              ({row.from_status ? `${t(`filter.${row.from_status}`)} → ` : ''}
              {t(`filter.${row.to_status}`)})
            </span>
          )}{' '}
          <span className={styles.muted}>{t('detail.by', { name: row.actor_name ?? t('detail.system') })}</span>
        </li>
      ))}
    </ol>
  );
}
