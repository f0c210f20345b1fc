import { useSWRConfig } from 'swr';
import { apiRequest, type AdminJobDto } from 'shared-ui';
import { isAdminJobsKey } from './use-admin-jobs';

export interface AssignBody {
  translator_id: number;
  delivery_date: string;
  price: number;
  /** The job's version as this screen saw it: a stale screen gets 409 instead of overwriting. */
  version: number;
  /** The job already has a translator: this gives it to another one (who is told; the previous one too). */
  reassign?: boolean;
}

/** POST /admin/job/{id}/assign (spec 7.4). */
export function assignJob(id: number, body: AssignBody): Promise<AdminJobDto> {
  return apiRequest<AdminJobDto>(`/admin/job/${id}/assign`, { method: 'POST', body });
}

export function useAssignJob() {
  const { mutate } = useSWRConfig();
  return async (id: number, body: AssignBody) => {
    const job = await assignJob(id, body);
    await mutate(isAdminJobsKey);
    return job;
  };
}
