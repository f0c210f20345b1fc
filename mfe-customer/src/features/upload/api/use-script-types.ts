import useSWR from 'swr';
import type { ScriptTypeDto } from 'shared-ui';

/** GET /user/hat-turleri/{languageId}: asked only while the source is Osmanlıca (null id: no request). */
export function useScriptTypes(languageId: number | null) {
  const { data } = useSWR<ScriptTypeDto[]>(languageId === null ? null : `/user/hat-turleri/${languageId}`);
  return data ?? [];
}
