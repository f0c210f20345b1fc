import useSWR from 'swr';
import type { ScriptTypeDto } from 'shared-ui';

export const scriptTypesKey = (languageId: number) => `/admin/hat-turleri?language_id=${languageId}`;

/** GET /admin/hat-turleri?language_id=…: the script types (hat türleri) of Osmanlıca; read only while shown. */
export function useScriptTypes(languageId: number) {
  const { data, error, isLoading } = useSWR<ScriptTypeDto[]>(scriptTypesKey(languageId));
  return { scriptTypes: data ?? [], error: error as unknown, isLoading };
}
