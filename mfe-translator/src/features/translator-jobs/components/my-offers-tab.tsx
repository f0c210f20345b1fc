import { useTranslation } from 'react-i18next';
import { type DataTableColumn, type TranslatorOfferDto, formatDay, formatLira } from 'shared-ui';
import { DataTable } from 'shared-ui/data-table';
import { NEWEST_FIRST } from '../api/list-key';
import { useMyOffers } from '../api/my-offers';
import { useLocale } from '../utils/use-locale';
import { JobSummary } from './job-summary';
import { ListState } from './list-state';
import { OfferResult } from './offer-result';
import { labelled } from './labelled';
import { PhoneTable } from './phone-table';
import { useServerTable } from './use-server-table';
import styles from './panel.module.css';

/** The translator's offers with the job each is for, 10 a page. */
export function MyOffersTab() {
  const { t } = useTranslation('translator');
  const lang = useLocale();
  const table = useServerTable({ code: 'id', job_date: 'delivery_date' });
  const { data, error, isLoading, mutate } = useMyOffers(table.params);

  const columns: DataTableColumn<TranslatorOfferDto>[] = [
    { key: 'code', header: t('job.code'), sortable: true, render: (o) => <strong>{o.job.code}</strong> },
    { key: 'job', header: t('job.description'), render: (o) => <JobSummary job={o.job} /> },
    {
      key: 'job_date',
      header: t('offered.jobDate'),
      sortable: true,
      render: (o) => labelled(t('offered.jobDate'), formatDay(o.job.delivery_date, lang)),
      className: styles.nowrap,
    },
    {
      key: 'price',
      header: t('offered.price'),
      render: (o) => labelled(t('offered.price'), formatLira(o.offer_price, lang)),
      className: styles.nowrap,
    },
    {
      key: 'offer_date',
      header: t('offered.offerDate'),
      render: (o) => labelled(t('offered.offerDate'), formatDay(o.offer_delivery_date, lang)),
      className: styles.nowrap,
    },
    {
      key: 'result',
      header: t('offered.result'),
      render: (o) => labelled(t('offered.result'), <OfferResult offer={o} />),
    },
  ];

  // a page that failed is not shown as the one before it (kept while the next loads)
  if (!data || error) return <ListState loading={isLoading} error={error} onRetry={() => void mutate()} />;
  return (
    <PhoneTable>
      <DataTable
        caption={t('offered.caption')}
        captionHidden
        columns={columns}
        rows={data.items}
        rowKey={(o) => o.id}
        emptyText={t('offered.empty')}
        page={table.params.page}
        total={data.total}
        onPageChange={table.setPage}
        onSortChange={table.setSort}
        presorted={NEWEST_FIRST}
        data-testid="my-offers"
      />
    </PhoneTable>
  );
}
