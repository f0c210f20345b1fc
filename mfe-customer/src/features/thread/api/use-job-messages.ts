import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, type JobMessageDto } from 'shared-ui';
import { refreshCustomerJobs } from '../../jobs/api/use-customer-jobs';

export const jobMessagesKey = (id: string) => `/user/job/${id}/messages`;

/** GET /user/job/{id}/messages (opening it marks the office's messages read) and sending a new one. */
export function useJobMessages(id: string) {
  const { data, error } = useSWR<JobMessageDto[]>(jobMessagesKey(id));
  const { mutate } = useSWRConfig();
  const send = async (body: string, files: File[]) => {
    const form = new FormData();
    form.append('body', body);
    for (const f of files) form.append('files', f);
    const thread = await apiRequest<JobMessageDto[]>(jobMessagesKey(id), { method: 'POST', form });
    await mutate(jobMessagesKey(id), thread, { revalidate: false });
    await refreshCustomerJobs(mutate);
  };
  // a thread is a list; anything else (a proxy page, a stub) is treated as not loaded
  return { messages: Array.isArray(data) ? data : undefined, error: error as unknown, send };
}
