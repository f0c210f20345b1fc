import { Link } from 'react-router-dom';
import { JobStatusBadge, formatDay, formatLira, paths, type CustomerJobDto, type DataTableColumn } from 'shared-ui';
import { useTranslation } from 'react-i18next';

import { JobRowActions, type JobAction } from './job-row-actions';
import styles from './jobs-table.module.css';
import { useLanguageName } from '../../upload/api/use-language-name';
import type { CustomerJobsSortField } from '../api/use-customer-jobs';

/**
 * The columns the server sorts the list by (GET /user/jobs `sort`), each an order an index or a customer's few jobs
 * can keep. File, languages and type do not sort: their order is that of labels in the reader's language, which
 * the database does not hold.
 */
export const serverSortOf: Partial<Record<string, CustomerJobsSortField>> = {
  code: 'id',
  delivery: 'delivery_date',
  status: 'status',
  price: 'admin_price',
};

/** The columns of the jobs table; those named in serverSortOf sort (the server sorts and pages). */
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
    { key: 'languages', header: t('jobs.col.languages'), render: pair },
    {
      key: 'type',
      header: t('jobs.col.type'),
      render: typeLabel,
      className: styles.type,
    },
    {
      key: 'delivery',
      header: t('jobs.col.delivery'),
      sortable: true,
      className: styles.nowrap,
      render: (job) => formatDay(job.delivery_date, lang),
    },
    {
      key: 'status',
      header: t('jobs.col.status'),
      sortable: true,
      render: (job) => <JobStatusBadge job={job} />,
    },
    {
      key: 'price',
      header: t('jobs.col.price'),
      sortable: true,
      className: styles.nowrap,
      render: (job) => (job.admin_price === null ? t('jobs.noPrice') : formatLira(job.admin_price, lang)),
    },
    { key: 'actions', header: t('jobs.col.actions'), render: (job) => <JobRowActions job={job} onAction={onAction} /> },
  ];
}
