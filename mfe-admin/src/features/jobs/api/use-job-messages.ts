import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, type JobMessageDto } from 'shared-ui';
import { isAdminJobsKey } from './use-admin-jobs';

const key = (id: number) => `/admin/jobs/${id}/messages`;

/** GET /admin/jobs/{id}/messages (marks the customer's messages read) and POST /admin/job/{id}/messages. */
export function useAdminJobMessages(id: number) {
  const { data, error } = useSWR<JobMessageDto[]>(key(id));
  const { mutate } = useSWRConfig();
  const send = async (body: string, files: File[]) => {
    const form = new FormData();
    form.append('body', body);
    for (const f of files) form.append('files', f);
    const thread = await apiRequest<JobMessageDto[]>(`/admin/job/${id}/messages`, { method: 'POST', form });
    await mutate(key(id), thread, { revalidate: false });
    await mutate(isAdminJobsKey);
  };
  // a thread is a list; anything else (a proxy page, a stub) is treated as not loaded
  return { messages: Array.isArray(data) ? data : undefined, error: error as unknown, send };
}
