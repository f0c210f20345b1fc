import useSWR, { type ScopedMutator } from 'swr';
import type { CustomerJobPageDto } from 'shared-ui';
import type { JobTab } from '../utils/job-rules';

/** Spec 2.7: 5 rows a page. */
export const CUSTOMER_JOBS_PAGE_SIZE = 5;

/** The orders the server keeps for the table (GET /user/jobs `sort`); without one, newest first. */
export type CustomerJobsSortField = 'id' | 'delivery_date' | 'status' | 'admin_price';

export interface CustomerJobsRequest {
  tab: JobTab;
  page: number;
  sort?: { field: CustomerJobsSortField; order: 'asc' | 'desc' } | undefined;
}

/** GET /user/jobs for one page of one tab: the server splits, sorts and pages, and counts every tab. */
export function customerJobsKey({ tab, page, sort }: CustomerJobsRequest): string {
  const query = new URLSearchParams({ tab, page: String(page), pageSize: String(CUSTOMER_JOBS_PAGE_SIZE) });
  if (sort) {
    query.set('sort', sort.field);
    query.set('order', sort.order);
  }
  return `/user/jobs?${query.toString()}`;
}

/** Any page of the customer's list, whatever its tab or order: what an action refreshes. */
export const isCustomerJobsKey = (key: unknown) =>
  typeof key === 'string' && (key === '/user/jobs' || key.startsWith('/user/jobs?'));

/** Reloads every page of the list held (after a cancel, a delete, an upload, a payment notice, a message…). */
export const refreshCustomerJobs = (mutate: ScopedMutator) => mutate(isCustomerJobsKey);

/**
 * One page of a tab. The page shown stays while the next one loads (keepPreviousData), so paging and sorting keep
 * the table and the focus where they are; a new hook (a new tab) starts with nothing.
 */
export function useCustomerJobs(request: CustomerJobsRequest) {
  const { data, error, isLoading } = useSWR<CustomerJobPageDto>(customerJobsKey(request), {
    keepPreviousData: true,
  });
  return { jobs: data?.jobs ?? [], total: data?.total ?? 0, tabs: data?.tabs, error: error as unknown, isLoading };
}
