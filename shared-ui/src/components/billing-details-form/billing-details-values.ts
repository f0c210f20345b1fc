import type { BillingDetailsDto, BillingDetailsInput } from 'shared-ui';

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
