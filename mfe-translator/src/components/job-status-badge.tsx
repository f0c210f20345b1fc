import { useTranslation } from 'react-i18next';
import type { JobStatus } from 'shared-ui';
import styles from './badges.module.css';

const tone: Partial<Record<JobStatus, string>> = {
  revision_requested: styles.revision,
  in_progress: styles.progress,
  completed: styles.done,
  waiting_payment: styles.pending,
};

/** The job's state with the labels every panel uses (common:status.*); a job sent back for revision stands out. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation('common');
  return <span className={[styles.badge, tone[status] ?? styles.neutral].join(' ')}>{t(`status.${status}`)}</span>;
}
