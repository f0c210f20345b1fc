import useSWR from 'swr';
import type { JobEstimateDto } from 'shared-ui';

/** GET /admin/job/{id}/estimate: the estimate kept with the job at the order, or null when none was made. */
export function useJobEstimate(jobId: number): JobEstimateDto | null | undefined {
  const { data } = useSWR<{ estimate: JobEstimateDto | null }>(`/admin/job/${jobId}/estimate`);
  return data?.estimate;
}
