import { SWRConfig, type SWRConfiguration } from 'swr';
import { createElement, useMemo, type ReactNode } from 'react';
import { apiRequest } from './client';
import { takeEarlyAnswer } from './early-answers';

/** SWR keys are API paths; the fetcher is apiRequest, or the answer the shell asked for early (early-answers.ts). */
export const swrConfig: SWRConfiguration = {
  fetcher: (path: string) => takeEarlyAnswer(path) ?? apiRequest(path),
  revalidateOnFocus: false,
  shouldRetryOnError: false,
};

/**
 * `fallback`: answers the page arrived with (the server-rendered first screen's data, keyed like the SWR keys), so
 * the first render shows what the server rendered instead of a loading state.
 */
export function ApiProvider({ children, fallback }: { children: ReactNode; fallback?: Record<string, unknown> }) {
  const value = useMemo(() => (fallback ? { ...swrConfig, fallback } : swrConfig), [fallback]);
  return createElement(SWRConfig, { value }, children);
}
