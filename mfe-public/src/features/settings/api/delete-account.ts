import { apiRequest, type MessageResult } from 'shared-ui';

/** DELETE /settings/account. */
export function deleteAccount(): Promise<MessageResult> {
  return apiRequest<MessageResult>('/settings/account', { method: 'DELETE' });
}
