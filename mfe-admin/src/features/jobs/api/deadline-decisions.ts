import { useSWRConfig } from 'swr';
import { apiRequest, type DeadlineRequestAnswer } from 'shared-ui';
import { isAdminJobsKey } from './use-admin-jobs';
import { waitingDeadlineRequestsKey } from './use-waiting-deadline-requests';

export type DeadlineDecision = { accept: true } | { accept: false; note: string };

/** PUT /admin/deadline-request/{id}/accept | decline {note}: each answers the request as decided. */
export function decideDeadline(requestId: number, decision: DeadlineDecision): Promise<DeadlineRequestAnswer> {
  return decision.accept
    ? apiRequest<DeadlineRequestAnswer>(`/admin/deadline-request/${requestId}/accept`, { method: 'PUT' })
    : apiRequest<DeadlineRequestAnswer>(`/admin/deadline-request/${requestId}/decline`, {
        method: 'PUT',
        body: { note: decision.note.trim() || null },
      });
}

/**
 * Decides, then refreshes every cached page of the list (its badge) and the job's detail (its date and history),
 * and the list of waiting requests.
 */
export function useDeadlineDecision() {
  const { mutate } = useSWRConfig();
  return async (requestId: number, decision: DeadlineDecision) => {
    const answer = await decideDeadline(requestId, decision);
    await Promise.all([mutate(isAdminJobsKey), mutate(waitingDeadlineRequestsKey)]);
    return answer;
  };
}
