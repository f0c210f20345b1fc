import useSWR from 'swr';
import type { FinanceRow } from 'shared-ui';

/** GET /admin/stats/finance: the last 12 months, oldest first. */
export function useFinance() {
  const { data, error, isLoading } = useSWR<FinanceRow[]>('/admin/stats/finance');
  return { rows: data ?? [], error: error as unknown, isLoading };
}
