import { apiRequest, type LoginInput, type LoginResult } from 'shared-ui';

/** POST /auth/login: a token and the user, or an ApiError (code emailNotVerified for an unverified account). */
export function login(input: LoginInput): Promise<LoginResult> {
  return apiRequest<LoginResult>('/auth/login', { method: 'POST', body: input, public: true });
}
