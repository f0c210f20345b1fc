import { useTranslation } from 'react-i18next';
import { whatsappLink } from 'shared-ui';
import styles from './payment.module.css';

/** WhatsApp with the job code and amount in the message: for the payment details, or for a question. */
export function PaymentWhatsApp({
  code,
  amount,
  question,
}: {
  code: string;
  amount: string | null;
  question: boolean;
}) {
  const { t } = useTranslation('customer');
  return (
    <p className={styles.whatsappRow}>
      <a
        className={question ? styles.whatsappQuiet : styles.whatsapp}
        href={whatsappLink(t('payment.whatsappMessage', { code, amount: amount ?? '' }))}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t(question ? 'payment.whatsappQuestion' : 'payment.whatsapp')}
      </a>
    </p>
  );
}
