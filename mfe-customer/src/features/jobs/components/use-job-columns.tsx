import { Link } from 'react-router-dom';
import { JobStatusBadge, formatDay, formatLira, paths, type CustomerJobDto, type DataTableColumn } from 'shared-ui';
import { displayStatus } from 'shared-ui/contracts';
import { useTranslation } from 'react-i18next';

import { JobRowActions, type JobAction } from './job-row-actions';
import styles from './jobs-table.module.css';
import { useLanguageName } from '../../upload/api/use-language-name';

/** The columns of the jobs table: every one but the actions sorts. */
export function useJobColumns(
  onAction: (action: JobAction, job: CustomerJobDto) => void,
): DataTableColumn<CustomerJobDto>[] {
  const { t, i18n } = useTranslation('customer');
  const langName = useLanguageName();
  const lang = i18n.language;
  const typeLabel = (job: CustomerJobDto) => t(`common:translationTypes.${job.translation_type}`);
  const pair = (job: CustomerJobDto) =>
    t('jobs.languagePair', { source: langName(job.source_lang), target: langName(job.target_lang) });
  return [
    {
      key: 'code',
      header: t('jobs.col.code'),
      sortable: true,
      sortValue: (job) => job.id,
      className: styles.code,
      // Every row leads to the job page, where the timeline and the next step are.
      render: (job) => (
        <Link to={paths.customerJob(job.id)} aria-label={t('jobPage.open', { code: job.code })}>
          {job.code}
        </Link>
      ),
    },
    {
      key: 'file',
      header: t('jobs.col.file'),
      sortable: true,
      sortValue: (job) => job.display_name,
      className: styles.file,
      render: (job) =>
        job.file_url ? (
          <a href={job.file_url} download={job.display_name}>
            {job.display_name}
          </a>
        ) : (
          job.display_name
        ),
    },
    { key: 'languages', header: t('jobs.col.languages'), sortable: true, sortValue: pair, render: pair },
    {
      key: 'type',
      header: t('jobs.col.type'),
      sortable: true,
      sortValue: typeLabel,
      render: typeLabel,
      className: styles.type,
    },
    {
      key: 'delivery',
      header: t('jobs.col.delivery'),
      sortable: true,
      sortValue: (job) => job.delivery_date,
      className: styles.nowrap,
      render: (job) => formatDay(job.delivery_date, lang),
    },
    {
      key: 'status',
      header: t('jobs.col.status'),
      sortable: true,
      sortValue: (job) => t(`common:status.${displayStatus(job)}`),
      render: (job) => <JobStatusBadge job={job} />,
    },
    {
      key: 'price',
      header: t('jobs.col.price'),
      sortable: true,
      sortValue: (job) => job.admin_price,
      className: styles.nowrap,
      render: (job) => (job.admin_price === null ? t('jobs.noPrice') : formatLira(job.admin_price, lang)),
    },
    { key: 'actions', header: t('jobs.col.actions'), render: (job) => <JobRowActions job={job} onAction={onAction} /> },
  ];
}
