import useSWR from 'swr';
import { apiRequest, type BillingDetailsDto, type BillingDetailsInput } from 'shared-ui';

/** The card payment reads the same key (mfe-customer features/payment), so a change here is what it pre-fills. */
export const billingDetailsKey = '/user/billing-details';

export interface BillingDetailsAnswer {
  /** What receipts are made out to; null until the customer gives them here or at a card payment. */
  billing: BillingDetailsDto | null;
}

/** GET /user/billing-details: the details kept in the profile. */
export function useBillingDetails() {
  return useSWR(billingDetailsKey, (path: string) => apiRequest<BillingDetailsAnswer>(path));
}

/** PUT /user/billing-details: the details the next receipt is made out to. */
export function saveBillingDetails(input: BillingDetailsInput): Promise<BillingDetailsAnswer & { message: string }> {
  return apiRequest(billingDetailsKey, { method: 'PUT', body: input });
}
