import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared-ui';
import { Card } from '../../../layout/card';
import { useWaitingJobs } from '../api/use-waiting-jobs';
import type { WaitingItem } from '../utils/waiting-rules';
import styles from './waiting-list.module.css';

/** Where each reason's action leads: payment goes to its page, the rest to the job page (files, thread). */
const targetOf = ({ job, reason }: WaitingItem) =>
  reason === 'pay' ? paths.payment(job.id) : paths.customerJob(job.id);

/**
 * "Sizi bekleyenler": the customer's jobs that need them, above the order form so a phone shows them first.
 * Nothing is shown when no job waits on the customer.
 */
export function WaitingList() {
  const { t } = useTranslation('customer');
  const items = useWaitingJobs();
  if (items.length === 0) return null;
  return (
    <Card title={t('waiting.title')}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={`${item.reason}-${item.job.id}`} className={styles.item}>
            <span className={styles.text}>
              <strong>{item.job.code}</strong>{' '}
              {t(`waiting.${item.reason}Why`, { count: item.job.unread_messages ?? 1 })}
            </span>
            <Link
              className={styles.action}
              to={targetOf(item)}
              aria-label={`${t(`waiting.${item.reason}`)} ${item.job.code}`}
            >
              {t(`waiting.${item.reason}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
