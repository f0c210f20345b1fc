import type { BillingDetailsDto, BillingDetailsInput } from 'shared-ui';
import { billingDetailsInput, messageText } from 'shared-ui/contracts';

/** What the form holds: both kinds' fields, so switching between person and company loses nothing typed. */
export interface BillingDetailsValues {
  kind: 'individual' | 'company';
  full_name: string;
  tckn: string;
  company_name: string;
  vkn: string;
  tax_office: string;
  address: string;
}

export const emptyBillingDetails: BillingDetailsValues = {
  kind: 'individual',
  full_name: '',
  tckn: '',
  company_name: '',
  vkn: '',
  tax_office: '',
  address: '',
};

/** The kept details (GET /user/billing-details) as form values; an empty form before the first. */
export function billingValuesOf(kept: BillingDetailsDto | null): BillingDetailsValues {
  if (!kept) return emptyBillingDetails;
  return {
    kind: kept.kind,
    full_name: kept.full_name,
    tckn: kept.tckn ?? '',
    company_name: kept.company_name ?? '',
    vkn: kept.vkn ?? '',
    tax_office: kept.tax_office ?? '',
    address: kept.address,
  };
}

/** The body the API takes (PUT /user/billing-details, or `billing` of a card payment): only the chosen kind's fields. */
export function billingInputOf(values: BillingDetailsValues): BillingDetailsInput {
  const { kind, full_name, address } = values;
  return kind === 'individual'
    ? { kind, full_name, tckn: values.tckn, address }
    : { kind, full_name, company_name: values.company_name, vkn: values.vkn, tax_office: values.tax_office, address };
}

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
