import type { Locale, OfferInput } from 'shared-ui';
import { messageText, offerInput } from 'shared-ui/contracts';

export interface OfferDraft {
  price: string;
  delivery_date: string;
}

export type OfferErrors = Partial<Record<keyof OfferDraft, string>>;

/**
 * Both fields are required (spec 5, Offer); then the shared contract checks a positive price with two decimals and a
 * date not before today in Istanbul, with the same messages the server would answer.
 */
export function validateOffer(
  jobId: number,
  draft: OfferDraft,
  lang: Locale,
): { input: OfferInput } | { errors: OfferErrors } {
  const errors: OfferErrors = {};
  if (!draft.price.trim()) errors.price = messageText('required', lang);
  if (!draft.delivery_date.trim()) errors.delivery_date = messageText('required', lang);
  if (errors.price || errors.delivery_date) return { errors };

  const parsed = offerInput.safeParse({ job_id: jobId, price: draft.price, delivery_date: draft.delivery_date });
  if (parsed.success) return { input: parsed.data };
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'price' || key === 'delivery_date') && !errors[key]) errors[key] = messageText(issue.message, lang);
  }
  return { errors };
}
