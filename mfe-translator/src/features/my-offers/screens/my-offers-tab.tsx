import { useTranslation } from 'react-i18next';
import { type DataTableColumn, type TranslatorOfferDto, formatDay, formatLira } from 'shared-ui';
import { NEWEST_FIRST } from '../../../api/list-key';
import { useMyOffers } from '../api/my-offers';
import { useLocale } from '../../../utils/use-locale';
import { JobSummary } from '../../../components/job-summary';
import { OfferResult } from '../components/offer-result';
import { labelled } from '../../../components/labelled';
import { ServerListTable } from '../../../components/server-list-table';
import { useServerTable } from '../../../components/use-server-table';
import styles from '../../../components/panel.module.css';

/** The translator's offers with the job each is for, 10 a page. */
export function MyOffersTab() {
  const { t } = useTranslation('translator');
  const lang = useLocale();
  const table = useServerTable({ code: 'id', job_date: 'delivery_date' });
  const list = useMyOffers(table.params);

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

  return (
    <ServerListTable
      list={list}
      table={table}
      caption={t('offered.caption')}
      columns={columns}
      rowKey={(o) => o.id}
      emptyText={t('offered.empty')}
      presorted={NEWEST_FIRST}
      data-testid="my-offers"
    />
  );
}
