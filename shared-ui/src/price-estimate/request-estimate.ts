import { apiRequest } from 'shared-ui';
import type { EstimateAnswer } from 'shared-ui/contracts';

/** What the estimate is asked for: the order form's document and pricing fields ('' is "not chosen yet"). */
export interface EstimateRequest {
  file: File | null;
  source_lang: string;
  target_lang: string;
  translation_type: string;
  delivery_date: string;
  page_count?: string;
  legibility?: string;
  ottoman_output?: string;
}

export const isComplete = (r: EstimateRequest): boolean =>
  !!(r.file && r.source_lang && r.target_lang && r.translation_type && r.delivery_date);

/** POST /public/estimate: public, so the quote page works without an account; the file is not kept. */
export function requestEstimate(request: EstimateRequest, signal: AbortSignal): Promise<EstimateAnswer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(request))
    if (key !== 'file' && typeof value === 'string' && value) form.append(key, value);
  if (request.file) form.append('file', request.file);
  return apiRequest<EstimateAnswer>('/public/estimate', { form, public: true, signal });
}
