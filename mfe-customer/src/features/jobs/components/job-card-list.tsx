import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { JobStatusBadge, formatDay, formatLira, paths, type CustomerJobDto } from 'shared-ui';
import { JobRowActions, type JobAction } from './job-row-actions';
import styles from './job-card-list.module.css';
import { useLanguageName } from '../../upload/api/use-language-name';

interface Props {
  jobs: CustomerJobDto[];
  emptyText: string;
  /** The next page is on its way while these cards stay shown: screen readers are told the list is changing. */
  busy?: boolean;
  onAction: (action: JobAction, job: CustomerJobDto) => void;
}

/**
 * The jobs on a phone (below 768 px): one card each, with the status, the price and the actions in view instead
 * of a table wider than the screen. The code leads to the job page.
 */
export function JobCardList({ jobs, emptyText, busy = false, onAction }: Props) {
  const { t, i18n } = useTranslation('customer');
  const langName = useLanguageName();
  if (jobs.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.list} aria-busy={busy} data-testid="customer-job-cards">
      {jobs.map((job) => (
        <li key={job.id} className={styles.card} aria-labelledby={`job-card-${job.id}`}>
          <div className={styles.top}>
            <Link
              id={`job-card-${job.id}`}
              className={styles.code}
              to={paths.customerJob(job.id)}
              aria-label={t('jobPage.open', { code: job.code })}
            >
              {job.code}
            </Link>
            <JobStatusBadge job={job} />
          </div>
          <p className={styles.pair}>
            {t('jobs.languagePair', { source: langName(job.source_lang), target: langName(job.target_lang) })} ·{' '}
            {t(`common:translationTypes.${job.translation_type}`)}
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('jobs.col.price')}</dt>
              <dd className={styles.price}>
                {job.admin_price === null ? t('jobs.noPrice') : formatLira(job.admin_price, i18n.language)}
              </dd>
            </div>
            <div>
              <dt>{t('jobs.col.delivery')}</dt>
              <dd>{formatDay(job.delivery_date, i18n.language)}</dd>
            </div>
          </dl>
          <JobRowActions job={job} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}
