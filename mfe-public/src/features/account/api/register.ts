import { apiRequest, type MessageResult, type RegisterData } from 'shared-ui';

/** POST /auth/register: 201 {message}; 400 with per-field messages; 409 with fields.email for a taken address. */
export function register(input: RegisterData): Promise<MessageResult> {
  return apiRequest<MessageResult>('/auth/register', { method: 'POST', body: input, public: true });
}
