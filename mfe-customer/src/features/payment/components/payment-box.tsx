import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, errorMessage, type CustomerJobDto, formatLira } from 'shared-ui';
import { Card } from '../../../layout/card';
import { useNotifyPayment } from '../api/notify-payment';
import { useSiteSettings } from '../api/use-site-settings';
import { usePaymentOptions } from '../api/card-payment';
import { BankDetails } from './bank-details';
import { CardPayment } from './card-payment';
import { PaymentWhatsApp } from './payment-whatsapp';
import { RECEIPT_MAX_BYTES, ReceiptField } from './receipt-field';
import styles from './payment.module.css';

/**
 * The amount, the bank account to transfer to (with the job code as the reference), an optional receipt and
 * "Ödemeyi yaptım" (POST /user/pay/{jobId}). The controls come in the order the text above them names them; once
 * the notice is sent, the text says what happens next instead of pointing to a button that is gone.
 */
export function PaymentBox({ job }: { job: CustomerJobDto }) {
  const { t, i18n } = useTranslation('customer');
  const notify = useNotifyPayment(String(job.id));
  const { settings, error: settingsError } = useSiteSettings();
  const options = usePaymentOptions();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const amount = job.admin_price === null ? null : formatLira(job.admin_price, i18n.language);
  const notified = job.payment_notified_at !== null;
  const settingsKnown = settings !== undefined || Boolean(settingsError);
  const hasBank = Boolean(settings?.bank_iban);
  const whatsapp = (question: boolean) => <PaymentWhatsApp code={job.code} amount={amount} question={question} />;

  const choose = (file: File | null) => {
    setReceipt(file);
    setReceiptError(file && file.size > RECEIPT_MAX_BYTES ? t('payment.receiptTooLarge') : null);
  };

  const send = async () => {
    if (receipt && receipt.size > RECEIPT_MAX_BYTES) {
      setReceiptError(t('payment.receiptTooLarge'));
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
      {notified && <Alert tone="success">{t('payment.notified')}</Alert>}
      {!notified && settingsKnown && <p>{t(hasBank ? 'payment.bankHowTo' : 'payment.howTo')}</p>}
      {notified && hasBank && <p>{t('payment.bankForRecord')}</p>}
      {settings && hasBank && <BankDetails settings={settings} code={job.code} amount={amount} />}
      {!notified && settingsKnown && !hasBank && whatsapp(false)}
      {!notified && (
        <div className={styles.notify}>
          <ReceiptField file={receipt} onChange={choose} error={receiptError} disabled={busy} />
          {error && <Alert tone="error">{error}</Alert>}
          <Button onClick={() => void send()} busy={busy}>
            {t('payment.notify')}
          </Button>
        </div>
      )}
      {!notified && options?.card && <CardPayment jobId={String(job.id)} />}
      {(notified || hasBank) && whatsapp(true)}
    </Card>
  );
}
