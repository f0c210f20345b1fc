import { apiRequest, type DeadlineRequestAnswer, type DeadlineRequestInput } from 'shared-ui';

/** POST /translator/job/{id}/deadline-request {delivery_date, reason}: ask the office for a later due date. */
export function askDeadline(jobId: number, input: DeadlineRequestInput) {
  return apiRequest<DeadlineRequestAnswer>(`/translator/job/${jobId}/deadline-request`, {
    method: 'POST',
    body: input,
  });
}
