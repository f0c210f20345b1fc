import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLira } from 'shared-ui';
import styles from './job-detail.module.css';

/** A typed amount ("1850.5", or "1850,5" where a browser lets a comma through), or null when there is none. */
export const amountOf = (text: string): number | null => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * The hint under the customer price: what the translator is paid, and the office's margin between the two. A
 * translator's offer is never the customer's price by itself, so the admin sees both amounts before assigning.
 * Nothing while no translator price is known.
 */
export function usePriceHint(fee: string, price: string): ReactNode {
  const { t, i18n } = useTranslation('admin-jobs');
  const feeAmount = amountOf(fee);
  if (feeAmount === null) return undefined;
  const priceAmount = amountOf(price);
  const margin = priceAmount === null ? null : Math.round((priceAmount - feeAmount) * 100) / 100;
  const lira = (amount: number) => formatLira(amount, i18n.language);
  return (
    <>
      <span className={styles.hintLine}>{t('assign.feeHint', { fee: lira(feeAmount) })}</span>
      {margin !== null &&
        (margin > 0 ? (
          <span className={styles.hintLine}>{t('assign.margin', { margin: lira(margin) })}</span>
        ) : (
          <strong className={`${styles.hintLine} ${styles.noMargin}`}>{t('assign.noMargin')}</strong>
        ))}
    </>
  );
}
