import { apiRequest, type LoginAnswer, type LoginInput } from 'shared-ui';

/**
 * POST /auth/login: a token and the user, a challenge for the second step (an account with two-step sign-in), or
 * an ApiError (code emailNotVerified for an unverified account).
 */
export function login(input: LoginInput): Promise<LoginAnswer> {
  return apiRequest<LoginAnswer>('/auth/login', { method: 'POST', body: input, public: true });
}
