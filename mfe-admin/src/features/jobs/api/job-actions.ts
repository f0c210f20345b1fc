import { useSWRConfig } from 'swr';
import { apiRequest, type AdminJobDto } from 'shared-ui';
import { isAdminJobsKey } from './use-admin-jobs';

export type JobTransition = 'markPaid' | 'cancel' | 'revise';

const routes: Record<JobTransition, string> = { markPaid: 'mark-paid', cancel: 'cancel', revise: 'revise' };

/** PUT /admin/job/{id}/mark-paid | cancel | revise: each answers the job as it now is. */
export function runJobTransition(id: number, action: JobTransition): Promise<AdminJobDto> {
  return apiRequest<AdminJobDto>(`/admin/job/${id}/${routes[action]}`, { method: 'PUT' });
}

/** Runs the transition, then refreshes every cached page of the list and the job's detail. */
export function useJobTransition() {
  const { mutate } = useSWRConfig();
  return async (id: number, action: JobTransition) => {
    const job = await runJobTransition(id, action);
    await mutate(isAdminJobsKey);
    return job;
  };
}
