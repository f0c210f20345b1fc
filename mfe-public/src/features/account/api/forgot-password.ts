import { apiRequest, type MessageResult } from 'shared-ui';

/** POST /auth/forgot-password: the same answer whether or not the address has an account. */
export function forgotPassword(email: string): Promise<MessageResult> {
  return apiRequest<MessageResult>('/auth/forgot-password', { method: 'POST', body: { email }, public: true });
}
