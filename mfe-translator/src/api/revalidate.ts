import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { isTranslatorListKey } from './list-key';

/** After any change a job may move between tabs, so every translator list (and each tab count) is refreshed. */
export function useRevalidateLists(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isTranslatorListKey), [mutate]);
}
