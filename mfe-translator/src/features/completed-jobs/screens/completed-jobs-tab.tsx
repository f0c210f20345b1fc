import { useTranslation } from 'react-i18next';
import { type DataTableColumn, type TranslatorJobDto, formatDay, formatLira, formatMoment } from 'shared-ui';
import { NEWEST_FIRST } from '../../../api/list-key';
import { useCompletedJobs } from '../api/completed-jobs';
import { useLocale } from '../../../utils/use-locale';
import { JobRatingCell } from '../components/job-rating-cell';
import { JobSummary } from '../../../components/job-summary';
import { labelled } from '../../../components/labelled';
import { ServerListTable } from '../../../components/server-list-table';
import { useServerTable } from '../../../components/use-server-table';
import styles from '../../../components/panel.module.css';

/** Jobs this translator completed, 10 a page, with the delivered files. */
export function CompletedJobsTab() {
  const { t } = useTranslation('translator');
  const lang = useLocale();
  const table = useServerTable({ code: 'id', delivery_date: 'delivery_date' });
  const list = useCompletedJobs(table.params);

  const columns: DataTableColumn<TranslatorJobDto>[] = [
    { key: 'code', header: t('job.code'), sortable: true, render: (job) => <strong>{job.code}</strong> },
    { key: 'job', header: t('job.description'), render: (job) => <JobSummary job={job} /> },
    {
      key: 'delivery_date',
      header: t('job.deliveryDate'),
      sortable: true,
      render: (job) => labelled(t('job.deliveryDate'), formatDay(job.delivery_date, lang)),
      className: styles.nowrap,
    },
    {
      key: 'completed_at',
      header: t('job.completedAt'),
      render: (job) => labelled(t('job.completedAt'), formatMoment(job.completed_at, lang)),
    },
    {
      key: 'price',
      header: t('job.yourPrice'),
      render: (job) => labelled(t('job.yourPrice'), formatLira(job.translator_price, lang) || t('job.none')),
      className: styles.nowrap,
    },
    {
      key: 'rating',
      header: t('rating.column'),
      render: (job) =>
        labelled(
          t('rating.column'),
          <JobRatingCell jobId={job.id} jobCode={job.code} rating={job.rating} onAnswered={() => void list.mutate()} />,
        ),
    },
    {
      key: 'outputs',
      header: t('job.outputs'),
      render: (job) =>
        labelled(
          t('job.outputs'),
          <ul className={styles.links}>
            {job.output_files.map((file) => (
              <li key={file.file_name}>
                <a href={file.url} target="_blank" rel="noopener noreferrer" download>
                  {file.display_name}
                </a>
              </li>
            ))}
          </ul>,
        ),
    },
  ];

  return (
    <ServerListTable
      list={list}
      table={table}
      caption={t('completed.caption')}
      columns={columns}
      rowKey={(job) => job.id}
      emptyText={t('completed.empty')}
      presorted={NEWEST_FIRST}
      data-testid="completed-jobs"
    />
  );
}
