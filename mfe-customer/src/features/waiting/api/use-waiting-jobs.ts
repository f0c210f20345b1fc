import useSWR from 'swr';
import type { CustomerJobDto, CustomerJobPageDto } from 'shared-ui';
import { limits } from 'shared-ui/contracts';
import { waitingItems } from '../utils/waiting-rules';

/**
 * GET /user/jobs as the table asks it, with larger pages: every active job (payments, messages) and the latest
 * completed ones (deliveries, messages). The keys start with /user/jobs?, so refreshCustomerJobs reloads them too.
 */
export const waitingActiveKey = `/user/jobs?tab=active&page=1&pageSize=${limits.pageSizeMax}`;
export const waitingDoneKey = '/user/jobs?tab=done&page=1&pageSize=20';

/** The items of "Sizi bekleyenler"; empty while loading or when the list cannot be had (the table says why). */
export function useWaitingJobs() {
  const active = useSWR<CustomerJobPageDto>(waitingActiveKey);
  const done = useSWR<CustomerJobPageDto>(waitingDoneKey);
  const jobs: CustomerJobDto[] = [...(active.data?.jobs ?? []), ...(done.data?.jobs ?? [])];
  return waitingItems(jobs);
}

/**
 * Whether both lists behind "Sizi bekleyenler" have answered (or failed): until then the panel cannot tell whether
 * the list takes room above the form, and drawing the form first would push it down when the list arrives.
 */
export function useWaitingJobsAnswered(): boolean {
  const active = useSWR<CustomerJobPageDto>(waitingActiveKey);
  const done = useSWR<CustomerJobPageDto>(waitingDoneKey);
  const answered = (list: typeof active) => list.data !== undefined || list.error !== undefined;
  return answered(active) && answered(done);
}
