import useSWR from 'swr';
import { apiRequest, type PayoutDetails, type PayoutDetailsInput } from 'shared-ui';

export const payoutKey = '/settings/payout';

interface PayoutAnswer {
  payout_details: PayoutDetails | null;
}

/** GET /settings/payout: the translator's details, the IBAN masked; null before they are first saved. */
export function usePayoutDetails() {
  return useSWR(payoutKey, (path: string) => apiRequest<PayoutAnswer>(path));
}

/** PUT /settings/payout. */
export function savePayoutDetails(input: PayoutDetailsInput): Promise<PayoutAnswer & { message: string }> {
  return apiRequest<PayoutAnswer & { message: string }>(payoutKey, { method: 'PUT', body: input });
}
