import { SWRConfig, type SWRConfiguration } from 'swr';
import { createElement, type ReactNode } from 'react';
import { apiRequest } from './client';

/** SWR keys are API paths; the fetcher is apiRequest. */
export const swrConfig: SWRConfiguration = {
  fetcher: (path: string) => apiRequest(path),
  revalidateOnFocus: false,
  shouldRetryOnError: false,
};

export function ApiProvider({ children }: { children: ReactNode }) {
  return createElement(SWRConfig, { value: swrConfig }, children);
}
