import { apiRequest, type MessageResult } from 'shared-ui';

/** POST /resend-verification: the same answer whether or not the address has an unverified account. */
export function resendVerification(email: string): Promise<MessageResult> {
  return apiRequest<MessageResult>('/resend-verification', { method: 'POST', body: { email }, public: true });
}
