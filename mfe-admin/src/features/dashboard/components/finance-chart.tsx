import { formatLira, numberFormat, type FinanceRow } from 'shared-ui';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { monthLabel } from '../utils/month-label';
import { financeSeries } from './finance-series';
import styles from './dashboard.module.css';

/** The chart's height, which `.chartBox` in dashboard.module.css holds for it while its code loads. */
const CHART_HEIGHT = 320;

/**
 * Income, translator payments and fixed expense as bars, net profit as a line, month by month. `width`: its box's,
 * measured by the card, so the first drawing has its size (ResponsiveContainer otherwise draws nothing, measures,
 * then draws the chart in a second, synchronous pass: one long task on a phone). Drawn without recharts' animation:
 * its bars grew for 1.5 s, drawn again in every frame on the phone's main thread.
 */
export function FinanceChart({ rows, width }: { rows: FinanceRow[]; width?: number }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const lang = i18n.language;
  const compact = numberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
  const data = rows.map((row) => ({ ...row, label: monthLabel(row.month, lang) }));

  return (
    <figure className={styles.chart} data-testid="finance-chart" role="img" aria-label={t('finance.chartLabel')}>
      <ResponsiveContainer
        width="100%"
        height={CHART_HEIGHT}
        initialDimension={width ? { width, height: CHART_HEIGHT } : undefined}
      >
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e3e0da" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={(v: number) => `₺${compact.format(v)}`} tick={{ fontSize: 12 }} width={64} />
          <Tooltip formatter={(value) => formatLira(Number(value), lang)} />
          <Legend itemSorter={null} />
          {financeSeries.map(({ key, color }) =>
            key === 'net_profit' ? (
              <Line
                key={key}
                type="monotone"
                dataKey={key}
                name={t(`finance.${key}`)}
                stroke={color}
                strokeWidth={2}
                dot={{ r: 3 }}
                isAnimationActive={false}
              />
            ) : (
              <Bar
                key={key}
                dataKey={key}
                name={t(`finance.${key}`)}
                fill={color}
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
