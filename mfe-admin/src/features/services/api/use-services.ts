import useSWR from 'swr';
import type { ServiceSummaryDto } from 'shared-ui';

export const servicesKey = '/admin/services';

/** GET /admin/services: slug, title_tr and title_en of each service. */
export function useServices() {
  const { data, error, isLoading } = useSWR<ServiceSummaryDto[]>(servicesKey);
  return { services: data ?? [], error: error as unknown, isLoading };
}
