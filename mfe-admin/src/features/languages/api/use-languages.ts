import useSWR from 'swr';
import type { LanguageDto } from 'shared-ui';

export const languagesKey = '/admin/languages';

/** GET /admin/languages. */
export function useLanguages() {
  const { data, error, isLoading } = useSWR<LanguageDto[]>(languagesKey);
  return { languages: data ?? [], error: error as unknown, isLoading };
}
