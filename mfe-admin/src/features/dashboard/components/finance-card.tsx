import { useTranslation } from 'react-i18next';
import { Alert, Spinner, errorMessage } from 'shared-ui';
import { useFinance } from '../api/use-finance';
import { FinanceChart } from './finance-chart';
import { FinanceTable } from './finance-table';
import styles from './dashboard.module.css';

/** The monthly finance block: its own loading, error and empty states, so the counts show without it. */
export function FinanceCard() {
  const { t } = useTranslation('admin-dashboard');
  const { rows, error, isLoading } = useFinance();
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
          <FinanceChart rows={rows} />
          <FinanceTable rows={rows} />
        </>
      )}
    </section>
  );
}
