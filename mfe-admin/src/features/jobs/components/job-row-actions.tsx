import { useTranslation } from 'react-i18next';
import { Button, type AdminJobDto } from 'shared-ui';
import type { JobTransition } from '../api/job-actions';
import { canAssign, canCancel, canMarkPaid, canRevise } from '../utils/job-rules';
import styles from './jobs-section.module.css';

export type JobRowAction = JobTransition | 'assign' | 'details';

interface Props {
  job: AdminJobDto;
  onAction: (action: JobRowAction, job: AdminJobDto) => void;
}

/** The actions a job's state allows (its details open from the code); each button names the job for screen readers. */
export function JobRowActions({ job, onAction }: Props) {
  const { t } = useTranslation('admin-jobs');
  const button = (action: JobRowAction, variant: 'primary' | 'secondary' | 'danger' | 'ghost') => (
    <Button
      size="sm"
      variant={variant}
      onClick={() => onAction(action, job)}
      aria-label={`${t(`actions.${action}`)} ${job.code}`}
    >
      {t(`actions.${action}`)}
    </Button>
  );
  return (
    <div className={styles.actions}>
      {canAssign(job) && button('assign', 'primary')}
      {canMarkPaid(job) && button('markPaid', 'secondary')}
      {canRevise(job) && button('revise', 'secondary')}
      {canCancel(job) && button('cancel', 'danger')}
    </div>
  );
}
