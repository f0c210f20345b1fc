import useSWR from 'swr';
import type { PageDto } from 'shared-ui';

export const pagesKey = '/admin/pages';

/** GET /admin/pages: every static page with its (sanitized) HTML. */
export function usePages() {
  const { data, error, isLoading, mutate } = useSWR<PageDto[]>(pagesKey);
  return { pages: data ?? [], error: error as unknown, isLoading, mutate };
}
