import useSWR from 'swr';
import type { LanguageDto } from 'shared-ui';

/** GET /user/languages: the names the upload sends as source_lang and target_lang. */
export function useLanguages() {
  const { data, error } = useSWR<LanguageDto[]>('/user/languages');
  return { languages: data ?? [], error: error as unknown };
}
