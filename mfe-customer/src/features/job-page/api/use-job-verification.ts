import useSWR from 'swr';
import type { CustomerVerificationDto } from 'shared-ui';

/** GET /user/job/{id}/verification: the delivery's verification code, its QR codes and stamped copies. */
export function useJobVerification(id: number, delivered: boolean) {
  const { data, error } = useSWR<{ verification: CustomerVerificationDto | null }>(
    delivered ? `/user/job/${id}/verification` : null,
  );
  return { verification: data?.verification ?? null, error: error as unknown };
}
