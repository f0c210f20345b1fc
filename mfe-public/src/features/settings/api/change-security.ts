import { apiRequest, type SecurityResult } from 'shared-ui';

export interface SecurityChange {
  currentPassword: string;
  /** null: unchanged. */
  email: string | null;
  /** null: unchanged. */
  newPassword: string | null;
}

/** PUT /settings/security (spec 7.5): the answer carries a message, and a fresh token after a password change. */
export function changeSecurity(change: SecurityChange): Promise<SecurityResult> {
  return apiRequest<SecurityResult>('/settings/security', { method: 'PUT', body: change });
}
