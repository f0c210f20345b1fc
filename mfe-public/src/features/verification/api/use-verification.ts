import useSWR from 'swr';
import { apiRequest, type PublicVerificationDto } from 'shared-ui';

/** The public facts of a verification code; 404 when no such code exists. */
export function useVerification(code: string) {
  return useSWR(code ? `/public/verifications/${encodeURIComponent(code)}` : null, (path: string) =>
    apiRequest<PublicVerificationDto>(path, { public: true }),
  );
}
