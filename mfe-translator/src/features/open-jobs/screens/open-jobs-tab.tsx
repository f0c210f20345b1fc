import { useTranslation } from 'react-i18next';
import { type DataTableColumn, type OpenJobDto, formatDay } from 'shared-ui';
import { openJobsDefaultSort, useOpenJobs } from '../api/open-jobs';
import { useRevalidateLists } from '../../../api/revalidate';
import { isDueSoon } from '../utils/due-soon';
import { useLocale } from '../../../utils/use-locale';
import { DocumentFacts } from '../components/document-facts';
import { JobSummary } from '../../../components/job-summary';
import { OfferForm } from '../components/offer-form';
import { labelled } from '../../../components/labelled';
import { UrgentBadge } from '../../../components/urgent-badge';
import { ServerListTable } from '../../../components/server-list-table';
import { useServerTable } from '../../../components/use-server-table';
import styles from '../../../components/panel.module.css';

/** Jobs awaiting offers, 10 a page, nearest delivery first; those due within 2 days are highlighted and labelled. */
export function OpenJobsTab() {
  const { t } = useTranslation('translator');
  const lang = useLocale();
  const table = useServerTable({ code: 'id', delivery_date: 'delivery_date' }, openJobsDefaultSort);
  const list = useOpenJobs(table.params);
  const revalidate = useRevalidateLists();

  const columns: DataTableColumn<OpenJobDto>[] = [
    {
      key: 'code',
      header: t('job.code'),
      sortable: true,
      render: (job) => (
        <div className={styles.codeCell}>
          <strong>{job.code}</strong>
          {isDueSoon(job.delivery_date) && <UrgentBadge />}
        </div>
      ),
    },
    {
      key: 'job',
      header: t('job.description'),
      render: (job) => (
        <>
          <JobSummary job={job} />
          <DocumentFacts jobId={job.id} jobCode={job.code} facts={job.document} />
        </>
      ),
    },
    {
      key: 'delivery_date',
      header: t('job.deliveryDate'),
      sortable: true,
      render: (job) => labelled(t('job.deliveryDate'), formatDay(job.delivery_date, lang)),
      className: styles.nowrap,
    },
    {
      key: 'offer',
      header: t('open.offer'),
      render: (job) => (
        <OfferForm jobId={job.id} jobCode={job.code} myOffer={job.my_offer} onSent={() => void revalidate()} />
      ),
    },
  ];

  return (
    <ServerListTable
      list={list}
      table={table}
      caption={t('open.caption')}
      columns={columns}
      rowKey={(job) => job.id}
      rowClassName={(job) => (isDueSoon(job.delivery_date) ? styles.urgentRow : undefined)}
      emptyText={t('open.empty')}
      initialSort={{ key: 'delivery_date', direction: 'ascending' }}
      data-testid="open-jobs"
    />
  );
}
