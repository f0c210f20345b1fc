import useSWR from 'swr';
import {
  apiRequest,
  type BillingDetailsDto,
  type BillingDetailsInput,
  type CardPaymentStartDto,
  type PaymentOptionsDto,
} from 'shared-ui';

/** GET /public/payment-options: whether this site takes cards (iyzico configured). */
export function usePaymentOptions() {
  const { data } = useSWR<PaymentOptionsDto>('/public/payment-options');
  return data;
}

/** GET /user/billing-details: what the last payment left in the profile; null before the first. */
export function useBillingDetails() {
  const { data, isLoading } = useSWR<{ billing: BillingDetailsDto | null }>('/user/billing-details');
  return { billing: data?.billing ?? null, loading: isLoading };
}

/** POST /user/job/{id}/card-payment: opens iyzico's checkout form; the browser goes to its page next. */
export function startCardPayment(jobId: string, billing: BillingDetailsInput): Promise<CardPaymentStartDto> {
  return apiRequest<CardPaymentStartDto>(`/user/job/${jobId}/card-payment`, { method: 'POST', body: { billing } });
}
