import { apiRequest, type VerifyEmailResult } from 'shared-ui';

/** POST /auth/verify-email: {success, email, message}; an unknown or used token answers 400 tokenInvalid. */
export function verifyEmail(token: string): Promise<VerifyEmailResult> {
  return apiRequest<VerifyEmailResult>('/auth/verify-email', { method: 'POST', body: { token }, public: true });
}
