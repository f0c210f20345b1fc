import { apiRequest, type MessageResult } from 'shared-ui';
import { certificatesKey } from './use-certificates';

/** DELETE /settings/certificates/:id. */
export function deleteCertificate(id: number): Promise<MessageResult> {
  return apiRequest<MessageResult>(`${certificatesKey}/${id}`, { method: 'DELETE' });
}
