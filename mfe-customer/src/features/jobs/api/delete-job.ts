import { useSWRConfig } from 'swr';
import { apiRequest } from 'shared-ui';
import { refreshCustomerJobs } from './use-customer-jobs';

/** DELETE /user/job/{id}: hides the job from its owner (admins still see it). */
export function deleteJob(id: number): Promise<void> {
  return apiRequest<void>(`/user/job/${id}`, { method: 'DELETE' });
}

export function useDeleteJob() {
  const { mutate } = useSWRConfig();
  return async (id: number) => {
    await deleteJob(id);
    await refreshCustomerJobs(mutate);
  };
}
