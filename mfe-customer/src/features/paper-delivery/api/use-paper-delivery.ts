import useSWR from 'swr';
import type { PaperDeliveryDto } from 'shared-ui';

/** GET /user/job/{id}/paper-delivery: null when the order chose none (or its type has no paper). */
export function usePaperDelivery(jobId: number) {
  const { data, error } = useSWR<{ paper_delivery: PaperDeliveryDto | null }>(`/user/job/${jobId}/paper-delivery`);
  return { delivery: data?.paper_delivery, error: error as unknown };
}
