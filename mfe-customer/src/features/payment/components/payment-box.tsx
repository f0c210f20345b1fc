import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, errorMessage, whatsappLink, type CustomerJobDto, formatLira } from 'shared-ui';
import { Card } from '../../../layout/card';
import { useNotifyPayment } from '../api/notify-payment';
import { useSiteSettings } from '../api/use-site-settings';
import { BankDetails } from './bank-details';
import { RECEIPT_MAX_BYTES, ReceiptField } from './receipt-field';
import styles from './payment.module.css';

/**
 * The amount, the bank account to transfer to (with the job code as the reference), an optional receipt and
 * "Ödemeyi yaptım" (POST /user/pay/{jobId}). WhatsApp stays as an extra for questions.
 */
export function PaymentBox({ job }: { job: CustomerJobDto }) {
  const { t, i18n } = useTranslation('customer');
  const notify = useNotifyPayment(String(job.id));
  const { settings } = useSiteSettings();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<File | null>(null);
  const amount = job.admin_price === null ? null : formatLira(job.admin_price, i18n.language);
  const notified = job.payment_notified_at !== null;
  const hasBank = Boolean(settings?.bank_iban);

  const send = async () => {
    if (receipt && receipt.size > RECEIPT_MAX_BYTES) {
      setError(t('payment.receiptTooLarge'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await notify(receipt);
    } catch (err) {
      setError(errorMessage(err, t('payment.notifyFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('payment.amount')}>
      {amount && <p className={styles.amount}>{amount}</p>}
      {settings && hasBank && (
        <>
          <p>{t('payment.bankHowTo')}</p>
          <BankDetails settings={settings} code={job.code} />
        </>
      )}
      {settings && !hasBank && <p>{t('payment.howTo')}</p>}
      {error && <Alert tone="error">{error}</Alert>}
      {notified ? (
        <Alert tone="success">{t('payment.notified')}</Alert>
      ) : (
        <>
          <ReceiptField onChange={setReceipt} error={error} />
          <Button onClick={() => void send()} busy={busy}>
            {t('payment.notify')}
          </Button>
        </>
      )}
      <p>
        <a
          className={styles.whatsapp}
          href={whatsappLink(t('payment.whatsappMessage', { code: job.code, amount: amount ?? '' }))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t(hasBank ? 'payment.whatsappQuestion' : 'payment.whatsapp')}
        </a>
      </p>
    </Card>
  );
}
