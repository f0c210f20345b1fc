import { billingDetailsInput, messageText } from 'shared-ui/contracts';
import { billingInputOf, type BillingDetailsValues } from './billing-details-values';

// The check on its own module: the values' helpers come with the form, while this brings the contract's schema and
// zod, which a screen can fetch when the form is first reached (mfe-customer's card payment does).

/**
 * The server's own check (shared-ui/contracts billing.ts: required fields, the T.C. kimlik no's and VKN's check
 * digits) run before sending, as field → text in the reader's language (i18n.language); empty when the details
 * would be taken.
 */
export function billingDetailsErrors(values: BillingDetailsValues, lang: string): Record<string, string> {
  const locale = lang.startsWith('en') ? 'en' : 'tr';
  const parsed = billingDetailsInput.safeParse(billingInputOf(values));
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues)
    errors[String(issue.path[0] ?? 'kind')] ??= messageText(issue.message, locale);
  return errors;
}
