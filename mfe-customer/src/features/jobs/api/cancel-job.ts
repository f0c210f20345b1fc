import { useSWRConfig } from 'swr';
import { apiRequest, type CustomerJobDto } from 'shared-ui';
import { refreshCustomerJobs } from './use-customer-jobs';

/** PUT /user/job/{id}/cancel: waiting (with or without offers) → cancelled; the job stays listed. */
export function cancelJob(id: number): Promise<CustomerJobDto> {
  return apiRequest<CustomerJobDto>(`/user/job/${id}/cancel`, { method: 'PUT' });
}

export function useCancelJob() {
  const { mutate } = useSWRConfig();
  return async (id: number) => {
    await cancelJob(id);
    await refreshCustomerJobs(mutate);
  };
}
