import useSWR, { mutate } from 'swr';
import { apiRequest, type TaskDto } from 'shared-ui';

const failedMailsKey = '/admin/tasks?state=failed&pageSize=20';

/** GET /admin/tasks?state=failed: background work that failed every attempt (mostly mails). */
export function useFailedMails() {
  const { data, error } = useSWR<{ items: TaskDto[]; total: number }>(failedMailsKey);
  return { tasks: data?.items, total: data?.total ?? 0, error: error as unknown };
}

/** POST /admin/tasks/{id}/retry: one more attempt; the list and the to-do counts are read again. */
export async function retryTask(id: string): Promise<void> {
  await apiRequest(`/admin/tasks/${id}/retry`, { method: 'POST' });
  await Promise.all([mutate(failedMailsKey), mutate('/admin/todo')]);
}
