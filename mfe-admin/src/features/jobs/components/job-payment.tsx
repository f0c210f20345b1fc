import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField, apiDownload, errorMessage, formatLira, type AdminJobDto } from 'shared-ui';
import { useCardPayment, useRefund } from '../api/card-payment';
import styles from './job-detail.module.css';

/**
 * The job's receipt (PDF) once it is paid, and its card payment: after the office cancelled the assignment, the
 * money can go back through iyzico, in full or in part (the server allows it only then).
 */
export function JobPayment({ job }: { job: AdminJobDto }) {
  const { t, i18n } = useTranslation('admin-jobs');
  // the API sends money as decimal strings ("600.00"); shown the reader's way, as the rest of the admin does
  const lira = (amount: string) => formatLira(Number(amount), i18n.language);
  const card = useCardPayment(job.id);
  const refund = useRefund(job.id);
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const refundable = card !== null && Number(card.refundable) > 0 && job.status === 'waiting';

  const run = async (what: () => Promise<string | void>, failed: string) => {
    setBusy(true);
    setStatus(null);
    try {
      const text = await what();
      if (text) setStatus({ tone: 'success', text });
    } catch (err) {
      setStatus({ tone: 'error', text: errorMessage(err, failed) });
    } finally {
      setBusy(false);
    }
  };

  if (!job.is_paid && !card) return null;
  return (
    <section>
      <h3 className={styles.subtitle}>{t('payment.title')}</h3>
      {card && <p>{t('payment.card', { paid: lira(card.paid), refunded: lira(card.refunded) })}</p>}
      {job.is_paid && (
        <Button
          variant="secondary"
          busy={busy}
          onClick={() =>
            void run(
              () => apiDownload(`/admin/job/${job.id}/receipt`, `makbuz-${job.code}.pdf`),
              t('payment.receiptFailed'),
            )
          }
        >
          {t('payment.receipt')}
        </Button>
      )}
      {refundable && (
        <div>
          <TextField
            label={t('payment.amount')}
            hint={t('payment.amountHint', { refundable: lira(card.refundable) })}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <Button
            variant="danger"
            busy={busy}
            onClick={() =>
              void run(
                () => refund(amount.trim() ? Number(amount.replace(',', '.')) : undefined),
                t('payment.refundFailed'),
              )
            }
          >
            {t('payment.refund')}
          </Button>
        </div>
      )}
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
    </section>
  );
}
