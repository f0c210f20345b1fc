import type { FinanceRow } from 'shared-ui';

export type FinanceSeries = Exclude<keyof FinanceRow, 'month'>;

/** The chart's series in legend order; colours are the design tokens' values (SVG attributes cannot read CSS variables). */
export const financeSeries: { key: FinanceSeries; color: string }[] = [
  { key: 'total_income', color: '#1e7a46' },
  { key: 'total_expense', color: '#b8893b' },
  { key: 'fixed_expense', color: '#6b7079' },
  { key: 'net_profit', color: '#7a1f2b' },
];
