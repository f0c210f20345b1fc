import { useSWRConfig } from 'swr';
import { apiUpload, type CustomerJobDto } from 'shared-ui';
import { refreshCustomerJobs } from '../../jobs/api/use-customer-jobs';
import type { PaperDeliveryRequest } from '../../paper-delivery';

export interface UploadRequest extends PaperDeliveryRequest {
  file: File;
  description: string;
  source_lang: string;
  target_lang: string;
  delivery_date: string;
  translation_type: string;
  specialization: string;
  /** Sent only for an Osmanlıca source with script types (spec 7.2). */
  hat_tur_id: string | null;
  /** ISO country code where the document will be used, or null when not said. */
  legalisation_country: string | null;
  /** The Ottoman intake, for an Osmanlıca source only. */
  ottoman_output: string | null;
  /** The Osmanlıca page count, or the one the customer gave the estimate for a scan (priced with it). */
  page_count: string | null;
  legibility: string | null;
  /** The name and date sheet as JSON, for sworn, notarised and apostille orders. */
  name_sheet: string | null;
  /** "true": the server prices the stored document and keeps the estimate for the office (modules/pricing). */
  with_estimate: 'true';
}

/** POST /user/upload (multipart) with upload progress 0..1. */
export function uploadJob(request: UploadRequest, onProgress: (fraction: number) => void): Promise<CustomerJobDto> {
  const form = new FormData();
  for (const [name, value] of Object.entries(request)) {
    if (value !== null && value !== undefined) form.append(name, value);
  }
  return apiUpload<CustomerJobDto>('/user/upload', form, onProgress);
}

export function useUploadJob() {
  const { mutate } = useSWRConfig();
  return async (request: UploadRequest, onProgress: (fraction: number) => void) => {
    const job = await uploadJob(request, onProgress);
    await refreshCustomerJobs(mutate);
    return job;
  };
}
