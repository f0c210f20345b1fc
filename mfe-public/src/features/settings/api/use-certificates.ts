import useSWR from 'swr';
import { apiRequest, type OwnCertificate } from 'shared-ui';

export const certificatesKey = '/settings/certificates';

/** GET /settings/certificates (translators). A failure is logged only (spec 8). */
export function useCertificates() {
  return useSWR(certificatesKey, (path: string) => apiRequest<OwnCertificate[]>(path), {
    onError: (err: unknown) => console.error('Sertifikalar yüklenemedi', err),
  });
}
