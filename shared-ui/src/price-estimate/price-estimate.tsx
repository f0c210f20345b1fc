import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner, TextField, formatDay, formatLira } from 'shared-ui';
import { PAGE_COUNT_MAX, type EstimateDto } from 'shared-ui/contracts';
import { priceEstimateNs } from './price-estimate-texts';
import type { EstimateRequest } from './request-estimate';
import { usePriceEstimate } from './use-price-estimate';
import styles from './price-estimate.module.css';

function EstimateLines({ estimate }: { estimate: EstimateDto }) {
  const { t, i18n } = useTranslation(priceEstimateNs);
  const pages = t('pages', { count: estimate.pages });
  const counted =
    estimate.pages_from === 'customer'
      ? t('given', { pages })
      : estimate.words === null
        ? t('counted', { pages })
        : t('countedWords', { pages, words: t('words', { count: estimate.words }) });
  return (
    <>
      <p className={styles.summary}>
        {t('summary', {
          total: formatLira(estimate.total, i18n.language),
          due: formatDay(estimate.due_date, i18n.language),
        })}
      </p>
      <p className={styles.counted}>{counted}</p>
      <p className={styles.how}>{t('how')}</p>
      <ul className={styles.lines}>
        {estimate.lines.map((line) => (
          <li key={line.label} className={styles.line}>
            <span>{line.label}</span>
            <span className={styles.amount}>{formatLira(line.amount, i18n.language)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('final')}</p>
    </>
  );
}

/**
 * The instant estimate of the quote page and the order form (data-testid="price-estimate", ARCHITECTURE.md §2):
 * counted pages and words, the price with KDV and the delivery date, and the lines it was worked out from.
 */
export function PriceEstimate({
  request,
  onPagesGiven,
}: {
  request: EstimateRequest;
  /** The page count the customer types here for a scan: the order form sends it with the order. */
  onPagesGiven?: (pages: string) => void;
}) {
  const { t, i18n } = useTranslation(priceEstimateNs);
  // a scan's pages cannot be counted: the customer may give them here when the form itself does not ask
  const [ownPages, setOwnPages] = useState('');
  const asked = request.page_count ? request : { ...request, page_count: ownPages };
  const state = usePriceEstimate(asked, i18n.language);
  const askPages =
    !request.page_count &&
    (ownPages !== '' || (state.status === 'ready' && !state.answer.estimate && state.answer.reason === 'notCountable'));
  return (
    <section className={styles.box} data-testid="price-estimate" aria-live="polite" aria-label={t('title')}>
      {state.status === 'incomplete' && (
        <p className={styles.hint}>{request.file ? t('fillFields') : t('chooseFile')}</p>
      )}
      {state.status === 'loading' && (
        <div className={styles.hint}>
          <Spinner /> {t('loading')}
        </div>
      )}
      {state.status === 'failed' && <Alert tone="warning">{t('failed')}</Alert>}
      {state.status === 'ready' &&
        (state.answer.estimate ? (
          <EstimateLines estimate={state.answer.estimate} />
        ) : (
          <Alert tone="info">{state.answer.message}</Alert>
        ))}
      {askPages && (
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          max={PAGE_COUNT_MAX}
          label={t('pageCount')}
          value={ownPages}
          onChange={(e) => {
            setOwnPages(e.target.value);
            onPagesGiven?.(e.target.value);
          }}
        />
      )}
    </section>
  );
}
