import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, paths, whatsappLink, type CustomerJobDto } from 'shared-ui';
import { canCancel, canDelete, canPay } from '../utils/job-rules';
import { OutputLinks } from './output-links';
import styles from './job-row-actions.module.css';

export type JobAction = 'cancel' | 'delete';

interface Props {
  job: CustomerJobDto;
  onAction: (action: JobAction, job: CustomerJobDto) => void;
}

/** Spec 2.7, per row: cancel, pay link, paid tick, contact/revision, output downloads and delete. */
export function JobRowActions({ job, onAction }: Props) {
  const { t } = useTranslation('customer');
  const completed = job.status === 'completed';
  const message = t(completed ? 'jobs.revisionMessage' : 'jobs.contactMessage', { code: job.code });
  return (
    <div className={styles.actions}>
      {job.is_paid && (
        <span className={styles.paid}>
          <span aria-hidden="true">✓</span> {t('jobs.paid')}
        </span>
      )}
      {canPay(job) && (
        <Link className={styles.pay} to={paths.payment(job.id)} aria-label={`${t('jobs.pay')} ${job.code}`}>
          {t('jobs.pay')}
        </Link>
      )}
      {(job.unread_messages ?? 0) > 0 && (
        <Link className={styles.unread} to={paths.customerJob(job.id)}>
          {t('common:thread.unread', { count: job.unread_messages })}
        </Link>
      )}
      <OutputLinks files={job.output_files} />
      {completed && (
        <Link
          className={styles.link}
          to={`${paths.customerJob(job.id)}?revizyon=1`}
          aria-label={`${t('jobs.revision')} ${job.code}`}
        >
          {t('jobs.revision')}
        </Link>
      )}
      <a className={styles.link} href={whatsappLink(message)} target="_blank" rel="noopener noreferrer">
        {t(completed ? 'revision.whatsapp' : 'jobs.contact')}
      </a>
      {canCancel(job) && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onAction('cancel', job)}
          aria-label={`${t('jobs.cancel')} ${job.code}`}
        >
          {t('jobs.cancel')}
        </Button>
      )}
      {canDelete(job) && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onAction('delete', job)}
          aria-label={`${t('jobs.delete')} ${job.code}`}
        >
          {t('jobs.delete')}
        </Button>
      )}
    </div>
  );
}
