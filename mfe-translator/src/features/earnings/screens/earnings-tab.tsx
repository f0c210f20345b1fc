import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatLira, formatMoment, paths, type Earning } from 'shared-ui';
import { DataTable } from 'shared-ui/data-table';
import { jobCode } from 'shared-ui/contracts';
import { EarningsSummary, PayoutState } from 'shared-ui/earnings';
import { useLanguageName } from 'shared-ui/language-names';
import { ListState } from '../../../components/list-state';
import { labelled } from '../../../components/labelled';
import { PhoneTable } from '../../../components/phone-table';
import { useLocale } from '../../../utils/use-locale';
import { useEarnings } from '../api/earnings';
import styles from './earnings-tab.module.css';

/** The API's order of earnings: the latest completed first. */
const LATEST_COMPLETED_FIRST = { key: 'completed_at', direction: 'descending' } as const;

/**
 * Kazançlarım: what completed jobs earned, per month, and which the office has paid out — the same
 * figures the office sees. Payout details are in the account settings.
 */
export function EarningsTab() {
  const { t } = useTranslation('translator');
  const lang = useLocale();
  const langName = useLanguageName();
  const { data, error, isLoading, mutate } = useEarnings();
  if (!data) return <ListState loading={isLoading} error={error} onRetry={() => void mutate()} />;
  return (
    <div className={styles.tab} data-testid="earnings">
      <p className={styles.intro}>
        {t('earnings.intro')} <Link to={`${paths.settings}?tab=odeme-bilgileri`}>{t('earnings.payoutDetails')}</Link>
      </p>
      <EarningsSummary earnings={data} />
      <h2 className={styles.heading}>{t('earnings.jobsHeading')}</h2>
      <PhoneTable>
        <DataTable<Earning>
          caption={t('earnings.jobsHeading')}
          captionHidden
          columns={[
            { key: 'code', header: t('job.code'), render: (row) => <strong>{jobCode(row.job_id)}</strong> },
            {
              key: 'pair',
              header: t('earnings.pair'),
              render: (row) =>
                labelled(t('earnings.pair'), `${langName(row.source_lang)} → ${langName(row.target_lang)}`),
            },
            {
              key: 'completed_at',
              header: t('job.completedAt'),
              render: (row) => labelled(t('job.completedAt'), formatMoment(row.completed_at, lang)),
            },
            {
              key: 'translator_price',
              header: t('job.yourPrice'),
              render: (row) => labelled(t('job.yourPrice'), formatLira(row.translator_price, lang)),
            },
            {
              key: 'payout',
              header: t('earnings.state'),
              render: (row) => labelled(t('earnings.state'), <PayoutState earning={row} />),
            },
          ]}
          rows={data.jobs}
          rowKey={(row) => row.job_id}
          presorted={LATEST_COMPLETED_FIRST}
          emptyText={t('earnings.empty')}
          data-testid="earnings-jobs"
        />
      </PhoneTable>
    </div>
  );
}
