import useSWR from 'swr';
import type { AdminJobPageDto } from 'shared-ui';

export const ADMIN_JOBS_PAGE_SIZE = 10;

/** The list's filters; an empty value is no filter. */
export interface AdminJobFilters {
  status: string;
  ottoman_output: string;
  legibility: string;
}

export const noFilters: AdminJobFilters = { status: '', ottoman_output: '', legibility: '' };

/** Spec 2.9 İşler: the server pages, 10 a page, with the filters that are set and the office's search. */
export function adminJobsKey(page: number, filters: AdminJobFilters, search = ''): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_JOBS_PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (search) query.set('q', search);
  return `/admin/jobs?${query.toString()}`;
}

/** Any page of the list, whatever its filter: what an action revalidates. */
export const isAdminJobsKey = (key: unknown) => typeof key === 'string' && key.startsWith('/admin/jobs');

export function useAdminJobs(page: number, filters: AdminJobFilters, search = '') {
  const { data, error, isLoading } = useSWR<AdminJobPageDto>(adminJobsKey(page, filters, search), {
    keepPreviousData: true,
  });
  return {
    jobs: data?.items ?? [],
    total: data?.total ?? 0,
    // a search's matches past the API's cap: `total` is the cap, and there are more
    totalCapped: data?.total_capped === true,
    error: error as unknown,
    isLoading,
  };
}
