import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './payment.module.css';

export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** The optional transfer receipt: PDF or an image, up to 10 MB (the server checks the bytes again). */
export function ReceiptField({ onChange, error }: { onChange: (file: File | null) => void; error: string | null }) {
  const { t } = useTranslation('customer');
  const id = useId();
  return (
    <div className={styles.receipt}>
      <label htmlFor={id}>{t('payment.receipt')}</label>
      <input
        id={id}
        type="file"
        accept=".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp"
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('payment.receiptHint')}
      </p>
    </div>
  );
}
