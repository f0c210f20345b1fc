import useSWR from 'swr';
import { apiRequest, type AdminEarnings, type PayoutInput } from 'shared-ui';

export const translatorEarningsKey = (id: number) => `/admin/translator/${id}/earnings`;

/** GET /admin/translator/{id}/earnings: the translator's own figures, with the details to pay to in full. */
export function useTranslatorEarnings(id: number) {
  return useSWR<AdminEarnings>(translatorEarningsKey(id));
}

/** POST /admin/payouts. */
export function recordPayout(input: PayoutInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/admin/payouts', { method: 'POST', body: input });
}
