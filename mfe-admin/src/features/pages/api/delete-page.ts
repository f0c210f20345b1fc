import { useSWRConfig } from 'swr';
import { apiRequest } from 'shared-ui';
import { pagesKey } from './use-pages';

/** DELETE /admin/pages/{id}; the list is read again afterwards. */
export function useDeletePage() {
  const { mutate } = useSWRConfig();
  return async (id: number): Promise<{ message: string }> => {
    const answer = await apiRequest<{ message: string }>(`${pagesKey}/${id}`, { method: 'DELETE' });
    await mutate(pagesKey);
    return answer;
  };
}
