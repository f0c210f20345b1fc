import useSWR from 'swr';
import type { CustomerJobDto } from 'shared-ui';

/** GET /user/jobs: every own job in one answer (the table pages locally, 5 a row page). */
export const customerJobsKey = '/user/jobs';

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
