import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner, errorMessage } from 'shared-ui';
import { useFinance } from '../api/use-finance';
import { FinanceTable } from './finance-table';
import { useOnScreen } from './use-on-screen';
import styles from './dashboard.module.css';

/**
 * recharts is most of the dashboard's code (~100 KB): it comes after the figures, once half its box is on the screen
 * (use-on-screen.ts; on a phone, once the reader scrolls to it), into a box that already has its size.
 */
const FinanceChart = lazy(async () => ({ default: (await import('./finance-chart')).FinanceChart }));

/** The monthly finance block: its own loading, error and empty states, so the counts show without it. */
export function FinanceCard() {
  const { t } = useTranslation('admin-dashboard');
  const { rows, error, isLoading } = useFinance();
  const chartBox = useOnScreen<HTMLDivElement>();
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
          <div className={styles.chartBox} ref={chartBox.ref} data-testid="finance-chart-box">
            {chartBox.shown && (
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
