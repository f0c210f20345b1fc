import { apiUpload, type TranslatorJobDto } from 'shared-ui';

/** POST /translator/job/{id}/complete, multipart `files` (several): adds output files, with upload progress. */
export function uploadOutputs(jobId: number, files: File[], onProgress: (fraction: number) => void) {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return apiUpload<{ message: string; job: TranslatorJobDto }>(`/translator/job/${jobId}/complete`, form, onProgress);
}
