import { apiRequest, type TranslatorJobDto } from 'shared-ui';

/** PUT /translator/job/{id}/mark-complete {job_id}: allowed once at least one output file exists. */
export function markComplete(jobId: number) {
  return apiRequest<TranslatorJobDto>(`/translator/job/${jobId}/mark-complete`, {
    method: 'PUT',
    body: { job_id: jobId },
  });
}
