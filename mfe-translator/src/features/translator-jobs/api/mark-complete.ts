import { apiRequest, type ChecklistItem, type TranslatorJobDto } from 'shared-ui';

/**
 * PUT /translator/job/{id}/mark-complete {job_id}: allowed once at least one output file exists. A sworn, notarised
 * or apostille job also needs the checklist, each item confirmed (issue 14).
 */
export function markComplete(jobId: number, checklist?: Record<ChecklistItem, boolean>) {
  return apiRequest<TranslatorJobDto>(`/translator/job/${jobId}/mark-complete`, {
    method: 'PUT',
    body: checklist ? { job_id: jobId, checklist } : { job_id: jobId },
  });
}
