import { useTranslation } from 'react-i18next';
import { formatDay, formatLira, type Earning, type Earnings, type EarningsMonth } from 'shared-ui';
import { dateTimeFormat } from '../format/intl-formats';
import { DataTable } from 'shared-ui/data-table';
import { earningsNs } from './earnings-texts';
import styles from './earnings-summary.module.css';

/** "Kasım 2026" from "2026-11". */
function monthName(month: string, lang: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return dateTimeFormat(lang === 'en' ? 'en-GB' : 'tr-TR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 1)));
}

/**
 * The totals and the month-by-month table of a translator's earnings. The translator's page and the office's view
 * both render the API's one computation with this, so the two sides cannot show different figures.
 */
export function EarningsSummary({ earnings }: { earnings: Earnings }) {
  const { t, i18n } = useTranslation(earningsNs);
  const lang = i18n.language;
  const money = (amount: number) => formatLira(amount, lang);
  const figure = (label: string, amount: number, className = styles.figure) => (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{money(amount)}</dd>
    </div>
  );
  return (
    <>
      <dl className={styles.totals} aria-label={t('totalsLabel')} data-testid="earnings-totals">
        {figure(t('earned'), earnings.totals.earned)}
        {figure(t('paidOut'), earnings.totals.paid_out)}
        {figure(t('outstanding'), earnings.totals.outstanding, `${styles.figure} ${styles.outstanding}`)}
      </dl>
      <DataTable<EarningsMonth>
        caption={t('monthsCaption')}
        columns={[
          { key: 'month', header: t('month'), render: (row) => monthName(row.month, lang) },
          { key: 'earned', header: t('earned'), render: (row) => money(row.earned) },
          { key: 'paid_out', header: t('paidOut'), render: (row) => money(row.paid_out) },
          { key: 'outstanding', header: t('outstanding'), render: (row) => money(row.outstanding) },
        ]}
        rows={earnings.months}
        rowKey={(row) => row.month}
        presorted={{ key: 'month', direction: 'descending' }}
        pageSize={12}
        emptyText={t('noMonths')}
        data-testid="earnings-months"
      />
    </>
  );
}

/** Whether a job's earning is paid out: "Ödendi" with the day and reference, or "Ödenmedi". */
export function PayoutState({ earning }: { earning: Earning }) {
  const { t, i18n } = useTranslation(earningsNs);
  if (!earning.payout) return <span className={styles.unpaid}>{t('unpaid')}</span>;
  const day = formatDay(earning.payout.paid_on, i18n.language);
  return (
    <span>
      <span className={styles.paid}>{t('paid')}</span>
      <span className={styles.detail}>{t('paidOn', { date: day, reference: earning.payout.reference })}</span>
    </span>
  );
}
