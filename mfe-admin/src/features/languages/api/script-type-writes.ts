import { useSWRConfig } from 'swr';
import { apiRequest } from 'shared-ui';
import { scriptTypesKey } from './use-script-types';

/** POST /admin/hat-turleri {name, language_id} and DELETE /admin/hat-turleri/{id}; the list is read again after each. */
export function useScriptTypeWrites(languageId: number) {
  const { mutate } = useSWRConfig();
  const then = async (answer: Promise<unknown>) => {
    await answer;
    await mutate(scriptTypesKey(languageId));
  };
  return {
    add: (name: string, nameEn: string | null = null) =>
      then(
        apiRequest('/admin/hat-turleri', { method: 'POST', body: { name, name_en: nameEn, language_id: languageId } }),
      ),
    remove: (id: number) => then(apiRequest(`/admin/hat-turleri/${id}`, { method: 'DELETE' })),
  };
}
