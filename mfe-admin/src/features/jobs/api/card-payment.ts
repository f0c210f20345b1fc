import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, type CardPaymentSummaryDto } from 'shared-ui';
import { adminJobKey } from './use-admin-job';
import { isAdminJobsKey } from './use-admin-jobs';

const key = (jobId: number) => `/admin/job/${jobId}/card-payment`;

/** GET /admin/job/{id}/card-payment: the job's card payment (paid, refunded, what may still go back), or null. */
export function useCardPayment(jobId: number) {
  const { data } = useSWR<{ card_payment: CardPaymentSummaryDto | null }>(key(jobId));
  return data?.card_payment ?? null;
}

/** POST /admin/job/{id}/refund through iyzico; without an amount the rest goes back. Refreshes job and list. */
export function useRefund(jobId: number) {
  const { mutate } = useSWRConfig();
  return async (amount: number | undefined) => {
    const answer = await apiRequest<{ message: string }>(`/admin/job/${jobId}/refund`, {
      method: 'POST',
      body: amount === undefined ? {} : { amount },
    });
    await Promise.all([mutate(key(jobId)), mutate(adminJobKey(jobId)), mutate(isAdminJobsKey)]);
    return answer.message;
  };
}
