import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, type AdminVerificationDto } from 'shared-ui';
import { adminJobKey } from './use-admin-job';

const key = (jobId: number) => `/admin/jobs/${jobId}/verifications`;

/** Every verification code the job has had, newest first. */
export function useJobVerifications(jobId: number) {
  const { data } = useSWR<{ items: AdminVerificationDto[] }>(key(jobId));
  return data?.items ?? [];
}

/** POST /admin/verifications/{code}/revoke, then the codes and the job's history again. */
export function useRevokeVerification(jobId: number) {
  const { mutate } = useSWRConfig();
  return async (code: string, reason: string) => {
    const answer = await apiRequest<{ items: AdminVerificationDto[] }>(
      `/admin/verifications/${encodeURIComponent(code)}/revoke`,
      { method: 'POST', body: { reason } },
    );
    await mutate(key(jobId), answer, { revalidate: false });
    await mutate(adminJobKey(jobId));
  };
}
