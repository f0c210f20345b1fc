import { useSWRConfig } from 'swr';
import { apiRequest, type CustomerJobDto } from 'shared-ui';
import { customerJobsKey } from '../../jobs/api/use-customer-jobs';
import { customerJobKey } from './use-customer-job';

interface PayAnswer {
  message: string;
  job: CustomerJobDto;
}

/** POST /user/pay/{jobId}: "I have paid"; the admin confirms with mark-paid. */
export function notifyPayment(jobId: string): Promise<PayAnswer> {
  return apiRequest<PayAnswer>(`/user/pay/${jobId}`, { method: 'POST' });
}

export function useNotifyPayment(jobId: string) {
  const { mutate } = useSWRConfig();
  return async () => {
    const answer = await notifyPayment(jobId);
    await mutate(customerJobKey(jobId), answer.job, { revalidate: false });
    await mutate(customerJobsKey);
    return answer;
  };
}
