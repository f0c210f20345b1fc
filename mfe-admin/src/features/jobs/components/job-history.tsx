import { formatMoment, type JobAuditDto, type Locale } from 'shared-ui';
import { auditActionLabel, historyTransition } from 'shared-ui/contracts';
import { useTranslation } from 'react-i18next';
import styles from './job-detail.module.css';

/**
 * The audit rows of a job, oldest first: what happened, the change of state when there was one (the shared
 * vocabulary's `historyTransition`), and who did it.
 */
export function JobHistory({ history }: { history: JobAuditDto[] }) {
  const { t, i18n } = useTranslation('admin-jobs');
  const locale: Locale = i18n.language === 'en' ? 'en' : 'tr';
  if (history.length === 0) return <p className={styles.muted}>{t('detail.noHistory')}</p>;
  return (
    <ol className={styles.history}>
      {history.map((row) => {
        const transition = historyTransition(row, locale);
        return (
          <li key={row.id}>
            <time dateTime={row.at} className={styles.muted}>
              {formatMoment(row.at, i18n.language)}
            </time>{' '}
            <strong>{auditActionLabel(row.action, locale)}</strong>
            {transition && <span className={styles.muted}> ({transition})</span>}{' '}
            <span className={styles.muted}>{t('detail.by', { name: row.actor_name ?? t('detail.system') })}</span>
          </li>
        );
      })}
    </ol>
  );
}
