import useSWR from 'swr';
import type { AdminJobDto, Paged } from 'shared-ui';

export const ADMIN_JOBS_PAGE_SIZE = 10;

/** Spec 2.9 İşler: the server pages, 10 a page; `status` is empty for every job. */
export function adminJobsKey(page: number, status: string): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_JOBS_PAGE_SIZE) });
  if (status) query.set('status', status);
  return `/admin/jobs?${query.toString()}`;
}

/** Any page of the list, whatever its filter: what an action revalidates. */
export const isAdminJobsKey = (key: unknown) => typeof key === 'string' && key.startsWith('/admin/jobs');

export function useAdminJobs(page: number, status: string) {
  const { data, error, isLoading } = useSWR<Paged<AdminJobDto>>(adminJobsKey(page, status), { keepPreviousData: true });
  return { jobs: data?.items ?? [], total: data?.total ?? 0, error: error as unknown, isLoading };
}
