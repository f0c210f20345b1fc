import { useSWRConfig } from 'swr';
import { apiRequest, type CustomerJobDto } from 'shared-ui';
import { refreshCustomerJobs } from '../../jobs/api/use-customer-jobs';
import { customerJobKey } from './use-customer-job';

interface PayAnswer {
  message: string;
  job: CustomerJobDto;
}

/**
 * POST /user/pay/{jobId}: "I have paid"; the admin confirms with mark-paid. With a receipt the body is
 * multipart (field `receipt`); without one it is the spec's empty call.
 */
export function notifyPayment(jobId: string, receipt: File | null = null): Promise<PayAnswer> {
  if (!receipt) return apiRequest<PayAnswer>(`/user/pay/${jobId}`, { method: 'POST' });
  const form = new FormData();
  form.append('receipt', receipt);
  return apiRequest<PayAnswer>(`/user/pay/${jobId}`, { method: 'POST', form });
}

export function useNotifyPayment(jobId: string) {
  const { mutate } = useSWRConfig();
  return async (receipt: File | null = null) => {
    const answer = await notifyPayment(jobId, receipt);
    await mutate(customerJobKey(jobId), answer.job, { revalidate: false });
    await refreshCustomerJobs(mutate);
    return answer;
  };
}
