import { apiUpload } from 'shared-ui';

/** POST /apply (multipart, public: no token), reporting upload progress 0..1. */
export function submitApplication(
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<{ message?: string }> {
  return apiUpload<{ message?: string }>('/apply', form, onProgress, { public: true });
}
