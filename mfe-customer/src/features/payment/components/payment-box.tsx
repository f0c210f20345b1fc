import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, errorMessage, whatsappLink, type CustomerJobDto, formatLira } from 'shared-ui';
import { Card } from '../../../layout/card';
import { useNotifyPayment } from '../api/notify-payment';
import styles from './payment.module.css';

/** The amount, a WhatsApp link for the payment details, and "Ödemeyi yaptım" (POST /user/pay/{jobId}). */
export function PaymentBox({ job }: { job: CustomerJobDto }) {
  const { t, i18n } = useTranslation('customer');
  const notify = useNotifyPayment(String(job.id));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = job.admin_price === null ? null : formatLira(job.admin_price, i18n.language);
  const notified = job.payment_notified_at !== null;

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await notify();
    } catch (err) {
      setError(errorMessage(err, t('payment.notifyFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('payment.amount')}>
      {amount && <p className={styles.amount}>{amount}</p>}
      <p>{t('payment.howTo')}</p>
      <p>
        <a
          className={styles.whatsapp}
          href={whatsappLink(t('payment.whatsappMessage', { code: job.code, amount: amount ?? '' }))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('payment.whatsapp')}
        </a>
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {notified ? (
        <Alert tone="success">{t('payment.notified')}</Alert>
      ) : (
        <Button onClick={() => void send()} busy={busy}>
          {t('payment.notify')}
        </Button>
      )}
    </Card>
  );
}
