import { apiRequest, type MessageResult, type ResetPasswordData } from 'shared-ui';

/** POST /auth/reset-password with the token and e-mail from the link and the new password. */
export function resetPassword(input: ResetPasswordData): Promise<MessageResult> {
  return apiRequest<MessageResult>('/auth/reset-password', { method: 'POST', body: input, public: true });
}
