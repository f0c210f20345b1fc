import useSWR from 'swr';
import type { Earnings } from 'shared-ui';

export const EARNINGS_PATH = '/translator/earnings';

/** GET /translator/earnings: the figures the office sees too. */
export function useEarnings() {
  return useSWR<Earnings>(EARNINGS_PATH);
}
