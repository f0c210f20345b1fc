import { useTranslation } from 'react-i18next';
import { Button, formatLira } from 'shared-ui';
import { useJobEstimate } from '../api/use-job-estimate';
import { amountOf } from './use-price-hint';
import styles from './job-detail.module.css';

interface Props {
  jobId: number;
  /** The customer price as typed in the assign form. */
  price: string;
  onUseEstimate: (total: number) => void;
}

/**
 * The price list's estimate kept with the order, beside the final customer price the admin is giving: the office
 * can take the estimate as the price in one tap, or price the job otherwise (modules/pricing).
 */
export function EstimateBesidePrice({ jobId, price, onUseEstimate }: Props) {
  const { t, i18n } = useTranslation('admin-jobs');
  const estimate = useJobEstimate(jobId);
  if (estimate === undefined) return null;
  const final = amountOf(price);
  return (
    <div className={styles.estimate} data-testid="estimate-vs-final">
      <dl className={styles.estimateFacts}>
        <div>
          <dt>{t('estimate.estimated')}</dt>
          <dd>{estimate ? formatLira(estimate.total, i18n.language) : t('estimate.none')}</dd>
        </div>
        <div>
          <dt>{t('estimate.final')}</dt>
          <dd>{final === null ? t('estimate.notGiven') : formatLira(final, i18n.language)}</dd>
        </div>
      </dl>
      {estimate && (
        <>
          <details>
            <summary>
              {/* a scan's pages cannot be counted: the customer's own figure is named as such */}
              {estimate.pages_from === 'customer'
                ? t('estimate.howGiven', { count: estimate.pages })
                : t('estimate.how', { count: estimate.pages, words: estimate.words ?? '—' })}
            </summary>
            <ul className={styles.estimateLines}>
              {estimate.lines.map((line) => (
                <li key={line.label}>
                  {line.label}: {formatLira(line.amount, i18n.language)}
                </li>
              ))}
            </ul>
          </details>
          <Button variant="secondary" onClick={() => onUseEstimate(estimate.total)}>
            {t('estimate.use')}
          </Button>
        </>
      )}
    </div>
  );
}
