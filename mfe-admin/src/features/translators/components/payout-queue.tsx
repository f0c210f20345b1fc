import { useTranslation } from 'react-i18next';
import { Button, formatLira, formatMoment, type DataTableColumn, type PayoutQueueEntry } from 'shared-ui';
import { DataTable } from 'shared-ui/data-table';
import { formatIban } from 'shared-ui/contracts';
import styles from './translators.module.css';

interface Props {
  queue: PayoutQueueEntry[];
  onPay: (entry: PayoutQueueEntry) => void;
}

/**
 * "Ödemeler": every translator the office owes, the longest-waiting first (the server's order), with the account to
 * pay to; "Öde" opens the translator's earnings dialog, where the jobs are chosen and the payout recorded.
 */
export function PayoutQueue({ queue, onPay }: Props) {
  const { t, i18n } = useTranslation('admin-translators');
  const lang = i18n.language;
  const fullName = (entry: PayoutQueueEntry) => `${entry.name} ${entry.surname}`;
  const columns: DataTableColumn<PayoutQueueEntry>[] = [
    {
      key: 'translator',
      header: t('queue.translator'),
      render: (entry) => (
        <span className={styles.queueName}>
          <strong>{fullName(entry)}</strong>
          <span>{entry.email}</span>
        </span>
      ),
    },
    { key: 'owed', header: t('queue.owed'), render: (entry) => formatLira(entry.owed, lang) },
    { key: 'jobs', header: t('queue.jobs') },
    {
      key: 'oldest',
      header: t('queue.oldest'),
      render: (entry) => formatMoment(entry.oldest_completed_at, lang),
    },
    {
      key: 'account',
      header: t('queue.account'),
      render: (entry) =>
        entry.payout_details ? (
          <span className={styles.queueIban}>{formatIban(entry.payout_details.iban)}</span>
        ) : (
          <span className={styles.queueMissing}>{t('queue.noDetails')}</span>
        ),
    },
    {
      key: 'actions',
      // a visible header: a visually hidden one is positioned out of the table's scroll box and widens the page
      header: t('field.actions'),
      render: (entry) => (
        <Button size="sm" onClick={() => onPay(entry)} aria-label={`${t('queue.pay')}: ${fullName(entry)}`}>
          {t('queue.pay')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <p className={styles.queueIntro}>{t('queue.intro')}</p>
      <DataTable
        caption={t('queue.caption')}
        captionHidden
        columns={columns}
        rows={queue}
        rowKey={(entry) => entry.translator_id}
        emptyText={t('queue.empty')}
        data-testid="admin-payout-queue"
      />
    </>
  );
}
