import { apiUpload, type OwnCertificate } from 'shared-ui';
import { certificatesKey } from './use-certificates';

export interface CertificateResult {
  message: string;
  certificate: OwnCertificate;
}

/** POST /settings/certificates, multipart field `file`, with upload progress. */
export function uploadCertificate(file: File, onProgress: (fraction: number) => void): Promise<CertificateResult> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<CertificateResult>(certificatesKey, form, onProgress);
}
