import useSWR from 'swr';
import type { DeadlineRequestDto } from 'shared-ui';

export const waitingDeadlineRequestsKey = '/admin/deadline-requests';

/**
 * GET /admin/deadline-requests: every due-date request still waiting for the office, oldest first. `answered`: the
 * list has come (or failed), so whether it takes room above the jobs table is known.
 */
export function useWaitingDeadlineRequests() {
  const { data, error } = useSWR<{ items: DeadlineRequestDto[] }>(waitingDeadlineRequestsKey);
  return { requests: data?.items ?? [], error: error as unknown, answered: data !== undefined || error !== undefined };
}
