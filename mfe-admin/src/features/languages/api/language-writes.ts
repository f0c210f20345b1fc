import { useSWRConfig } from 'swr';
import { apiRequest } from 'shared-ui';
import { languagesKey } from './use-languages';

/** POST /admin/languages {name} and DELETE /admin/languages/{id}; the list is read again after each. */
export function useLanguageWrites() {
  const { mutate } = useSWRConfig();
  const then = async (answer: Promise<unknown>) => {
    await answer;
    await mutate(languagesKey);
  };
  return {
    add: (name: string, nameEn: string | null = null) =>
      then(apiRequest(languagesKey, { method: 'POST', body: { name, name_en: nameEn } })),
    remove: (id: number) => then(apiRequest(`${languagesKey}/${id}`, { method: 'DELETE' })),
  };
}
