import useSWR from 'swr';
import type { ApprovedTranslator, Paged } from 'shared-ui';

/**
 * GET /admin/translators/approved, the largest page the API gives (100): the admin screens list them whole.
 * Tercümanlar, Tercüman Sayfası and the assign form share this key, so a change in one shows in the others.
 */
export const approvedTranslatorsKey = '/admin/translators/approved?pageSize=100';

export function useApprovedTranslators() {
  const { data, error, isLoading, mutate } = useSWR<Paged<ApprovedTranslator>>(approvedTranslatorsKey);
  return { translators: data?.items ?? [], total: data?.total ?? 0, error: error as unknown, isLoading, mutate };
}
