import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner, errorMessage } from 'shared-ui';
import { useFinance } from '../api/use-finance';
import { FinanceTable } from './finance-table';
import { useNearViewport } from './use-near-viewport';
import styles from './dashboard.module.css';

/**
 * recharts is most of the dashboard's code (~100 KB): it comes after the figures, once its box is on the screen or
 * within 200 px of it (use-near-viewport.ts), into a box that already has its size.
 */
const FinanceChart = lazy(async () => ({ default: (await import('./finance-chart')).FinanceChart }));

/** The monthly finance block: its own loading, error and empty states, so the counts show without it. */
export function FinanceCard() {
  const { t } = useTranslation('admin-dashboard');
  const { rows, error, isLoading } = useFinance();
  const chartBox = useNearViewport<HTMLDivElement>();
  return (
    <section className={styles.panel} aria-labelledby="finance-title">
      <h2 id="finance-title" className={styles.panelTitle}>
        {t('finance.title')}
      </h2>
      {error ? (
        <Alert tone="error">{errorMessage(error, t('financeFailed'))}</Alert>
      ) : isLoading ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{t('finance.empty')}</p>
      ) : (
        <>
          <div className={styles.chartBox} ref={chartBox.ref}>
            {chartBox.near && (
              <Suspense fallback={null}>
                <FinanceChart rows={rows} width={chartBox.element?.clientWidth} />
              </Suspense>
            )}
          </div>
          <FinanceTable rows={rows} />
        </>
      )}
    </section>
  );
}
