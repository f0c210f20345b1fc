import { apiRequest, type TranslatorJobDto } from 'shared-ui';

/** DELETE /translator/job/{id}/delete-output/{fileName}: fileName is the stored name. */
export function deleteOutput(jobId: number, fileName: string) {
  return apiRequest<{ message: string; job: TranslatorJobDto }>(
    `/translator/job/${jobId}/delete-output/${encodeURIComponent(fileName)}`,
    { method: 'DELETE' },
  );
}
