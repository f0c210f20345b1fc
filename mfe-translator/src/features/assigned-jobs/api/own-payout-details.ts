import useSWR from 'swr';
import { apiRequest, type PayoutDetails } from 'shared-ui';

/** GET /settings/payout: the account the office pays into; `null` details until the translator saves them. */
export function useOwnPayoutDetails() {
  return useSWR('/settings/payout', (path: string) => apiRequest<{ payout_details: PayoutDetails | null }>(path));
}
