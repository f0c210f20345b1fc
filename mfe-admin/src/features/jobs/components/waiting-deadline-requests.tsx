import { useTranslation } from 'react-i18next';
import { Button, formatDay } from 'shared-ui';
import { jobCode } from 'shared-ui/contracts';
import { useWaitingDeadlineRequests } from '../api/use-waiting-deadline-requests';
import styles from './jobs-section.module.css';

/**
 * Above the İşler table: the due-date requests translators are waiting on, whatever page or filter is shown, each
 * opening its job, where the office accepts or declines. Nothing shows when none waits.
 */
export function WaitingDeadlineRequests({ onOpen }: { onOpen: (jobId: number) => void }) {
  const { t, i18n } = useTranslation('admin-jobs');
  const { requests } = useWaitingDeadlineRequests();
  if (!requests.length) return null;
  const day = (date: string) => formatDay(date, i18n.language);

  return (
    <section className={styles.waiting} aria-labelledby="waiting-deadlines-title" data-testid="waiting-deadlines">
      <h2 id="waiting-deadlines-title" className={styles.waitingTitle}>
        {t('deadline.waitingTitle', { count: requests.length })}
      </h2>
      <ul className={styles.waitingList}>
        {requests.map((request) => (
          <li key={request.id} className={styles.waitingItem}>
            <span>
              <strong>{jobCode(request.job_id)}</strong>{' '}
              {t('deadline.line', {
                name: request.translator_name ?? '—',
                from: day(request.previous_date),
                to: day(request.requested_date),
              })}
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onOpen(request.job_id)}
              aria-label={t('deadline.openJob', { code: jobCode(request.job_id) })}
            >
              {t('deadline.review')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
