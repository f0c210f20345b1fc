import useSWR from 'swr';
import type { Paged, PendingTranslator } from 'shared-ui';

/** GET /admin/translators/pending, the largest page the API gives (100): applicants are reviewed one by one. */
export const pendingTranslatorsKey = '/admin/translators/pending?pageSize=100';

export function usePendingTranslators() {
  const { data, error, isLoading } = useSWR<Paged<PendingTranslator>>(pendingTranslatorsKey);
  return { applicants: data?.items ?? [], total: data?.total ?? 0, error: error as unknown, isLoading };
}
