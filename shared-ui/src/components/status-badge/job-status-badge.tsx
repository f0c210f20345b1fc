import { useTranslation } from 'react-i18next';
import type { JobStatus } from '../../contracts/job-status';
import { displayStatus } from '../../contracts/job-vocabulary';
import { StatusBadge } from './status-badge';

/** A job's status with the labels of spec 4.1 (common:status.*), the same in every panel. */
export function JobStatusBadge({ job }: { job: { status: JobStatus; offers_count?: number } }) {
  const { t } = useTranslation('common');
  const key = displayStatus(job);
  return <StatusBadge status={key} label={t(`status.${key}`)} />;
}
