import useSWR from 'swr';
import type { PayoutQueueEntry } from 'shared-ui';

export const payoutQueueKey = '/admin/payouts/queue';

/** GET /admin/payouts/queue: who the office owes what, the longest-waiting first. */
export function usePayoutQueue() {
  return useSWR<PayoutQueueEntry[]>(payoutQueueKey);
}
