import { apiRequest, type ChecklistItem, type TranslatorJobDto } from 'shared-ui';

export interface MarkCompleteFields {
  checklist?: Record<ChecklistItem, boolean>;
  /** A revision's delivery: the stored names of the files it consists of. */
  files?: string[];
}

/**
 * PUT /translator/job/{id}/mark-complete {job_id}: allowed once at least one output file exists. A sworn, notarised
 * or apostille job also needs the checklist, each item confirmed; a revision names the files it delivers.
 */
export function markComplete(jobId: number, { checklist, files }: MarkCompleteFields = {}) {
  return apiRequest<TranslatorJobDto>(`/translator/job/${jobId}/mark-complete`, {
    method: 'PUT',
    body: { job_id: jobId, ...(checklist ? { checklist } : {}), ...(files ? { files } : {}) },
  });
}
