import { formatLira, type FinanceRow } from 'shared-ui';
import { useTranslation } from 'react-i18next';
import { monthLabel } from '../utils/month-label';
import { financeSeries } from './finance-series';
import styles from './dashboard.module.css';

/** The chart's figures as a summary sentence and a table, for screen readers and for exact numbers. */
export function FinanceTable({ rows }: { rows: FinanceRow[] }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const lang = i18n.language;
  const sum = (key: 'total_income' | 'net_profit') => rows.reduce((total, row) => total + row[key], 0);
  return (
    <>
      <p className={styles.summary}>
        {t('finance.summary', {
          income: formatLira(sum('total_income'), lang),
          profit: formatLira(sum('net_profit'), lang),
        })}
      </p>
      <details className={styles.details}>
        <summary>{t('finance.showTable')}</summary>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('finance.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('finance.month')}</th>
                {financeSeries.map(({ key }) => (
                  <th key={key} scope="col">
                    {t(`finance.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{monthLabel(row.month, lang, 'long')}</th>
                  {financeSeries.map(({ key }) => (
                    <td key={key} className={row[key] < 0 ? styles.negative : undefined}>
                      {formatLira(row[key], lang)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
