import { useSWRConfig } from 'swr';
import { apiRequest, type CustomerJobDto } from 'shared-ui';
import { refreshCustomerJobs } from '../../jobs/api/use-customer-jobs';
import { customerJobKey } from '../../payment/api/use-customer-job';
import { jobTimelineKey } from '../../job-page/api/use-job-timeline';

interface RevisionAnswer {
  message: string;
  job: CustomerJobDto;
}

/** POST /user/job/{id}/revision: multipart with the reason and the optional files. */
export function askRevision(jobId: string, reason: string, files: File[]): Promise<RevisionAnswer> {
  const form = new FormData();
  form.append('reason', reason);
  for (const file of files) form.append('files', file);
  return apiRequest<RevisionAnswer>(`/user/job/${jobId}/revision`, { method: 'POST', form });
}

export function useAskRevision(jobId: string) {
  const { mutate } = useSWRConfig();
  return async (reason: string, files: File[]) => {
    const answer = await askRevision(jobId, reason, files);
    await mutate(customerJobKey(jobId), answer.job, { revalidate: false });
    await mutate(jobTimelineKey(jobId));
    await refreshCustomerJobs(mutate);
    return answer;
  };
}
