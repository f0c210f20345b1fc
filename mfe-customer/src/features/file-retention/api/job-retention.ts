import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, type JobRetentionDto } from 'shared-ui';

export const jobRetentionKey = (jobId: number) => `/user/job/${jobId}/retention`;

/** GET /user/job/{id}/retention: when the job's files go, or went. */
export function useJobRetention(jobId: number) {
  const { data, error } = useSWR<JobRetentionDto>(jobRetentionKey(jobId));
  return { retention: data, error: error as unknown };
}

/** DELETE /user/job/{id}/files, then the job (its links are gone) and its retention are read again. */
export function useDeleteJobFiles(jobId: number) {
  const { mutate } = useSWRConfig();
  return async (): Promise<string> => {
    const answer = await apiRequest<{ message: string; retention: JobRetentionDto }>(`/user/job/${jobId}/files`, {
      method: 'DELETE',
    });
    await mutate(jobRetentionKey(jobId), answer.retention, { revalidate: false });
    // the job's links are gone and its history has a new line
    await Promise.all([mutate(`/user/job/${jobId}`), mutate(`/user/job/${jobId}/timeline`)]);
    return answer.message;
  };
}
