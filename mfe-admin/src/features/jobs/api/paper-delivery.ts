import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, type PaperDeliveryDto, type PaperShippingInput } from 'shared-ui';
import { adminJobKey } from './use-admin-job';

const key = (jobId: number) => `/admin/job/${jobId}/paper-delivery`;

/** GET /admin/job/{id}/paper-delivery: null when the order chose no paper delivery. */
export function usePaperDelivery(jobId: number) {
  const { data } = useSWR<{ paper_delivery: PaperDeliveryDto | null }>(key(jobId));
  return data?.paper_delivery;
}

/** PUT /admin/job/{id}/paper-delivery, then the delivery and the job's history again. */
export function useRecordShipping(jobId: number) {
  const { mutate } = useSWRConfig();
  return async (input: PaperShippingInput) => {
    const answer = await apiRequest<{ message: string; paper_delivery: PaperDeliveryDto }>(key(jobId), {
      method: 'PUT',
      body: input,
    });
    await mutate(key(jobId), { paper_delivery: answer.paper_delivery }, { revalidate: false });
    await mutate(adminJobKey(jobId));
    return answer.message;
  };
}
