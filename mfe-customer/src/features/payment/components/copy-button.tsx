import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './payment.module.css';

/** Copies a value to the clipboard and says so for a moment; named after what it copies. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation('customer');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false); // no clipboard (old browser, denied): the value stays on screen to select by hand
    }
  };
  return (
    <button type="button" className={styles.copy} onClick={() => void copy()} aria-label={t('bank.copy', { what })}>
      {copied ? t('bank.copied') : t('bank.copyShort')}
    </button>
  );
}
