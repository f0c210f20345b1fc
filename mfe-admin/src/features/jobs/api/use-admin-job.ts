import useSWR from 'swr';
import type { AdminJobDetailDto } from 'shared-ui';

/** GET /admin/jobs/{id}: the job with its offers and its audit history. */
export function adminJobKey(id: number): string {
  return `/admin/jobs/${id}`;
}

export function useAdminJob(id: number | null) {
  const { data, error, isLoading } = useSWR<AdminJobDetailDto>(id === null ? null : adminJobKey(id));
  return { job: data, error: error as unknown, isLoading };
}
