import useSWR from 'swr';
import type { CustomerJobDto } from 'shared-ui';

export const customerJobKey = (id: string) => `/user/job/${id}`;

/** GET /user/job/{id}; no request while signed out (null key). */
export function useCustomerJob(id: string, signedIn: boolean) {
  const { data, error, isLoading } = useSWR<CustomerJobDto>(signedIn ? customerJobKey(id) : null);
  return { job: data, error: error as unknown, isLoading };
}
