import { useSWRConfig } from 'swr';
import { apiRequest, type PageDto, type PageInput } from 'shared-ui';
import { pagesKey } from './use-pages';

interface SavedPage {
  message: string;
  page: PageDto;
}

/** POST /admin/pages, or PUT /admin/pages/{id} when editing; the list is read again afterwards. */
export function useSavePage() {
  const { mutate } = useSWRConfig();
  return async (input: PageInput, id: number | null): Promise<SavedPage> => {
    const saved = await apiRequest<SavedPage>(id === null ? pagesKey : `${pagesKey}/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: input,
    });
    await mutate(pagesKey);
    return saved;
  };
}
