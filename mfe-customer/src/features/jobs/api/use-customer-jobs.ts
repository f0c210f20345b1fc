import useSWR from 'swr';
import type { CustomerJobDto } from 'shared-ui';

/**
 * GET /user/jobs: the 100 newest own jobs in one answer (the most a page may hold); the table splits them into its
 * tabs and pages them locally, 5 a page. The server's own default page is those 5.
 */
export const customerJobsKey = '/user/jobs?pageSize=100';

/** Spec 7.2: the answer is an array or an object with `jobs`; our API sends {items, jobs, total, …}. */
type JobsAnswer = CustomerJobDto[] | { jobs?: CustomerJobDto[]; items?: CustomerJobDto[] };

function jobsOf(answer: JobsAnswer | undefined): CustomerJobDto[] {
  if (!answer) return [];
  if (Array.isArray(answer)) return answer;
  return answer.jobs ?? answer.items ?? [];
}

export function useCustomerJobs() {
  const { data, error, isLoading } = useSWR<JobsAnswer>(customerJobsKey);
  return { jobs: jobsOf(data), error: error as unknown, isLoading };
}
