import { apiRequest, type LoginResult } from 'shared-ui';

/** POST /auth/login/second-step: the challenge of POST /auth/login and a code give the token and the user. */
export function completeSecondStep(challenge: string, code: string): Promise<LoginResult> {
  return apiRequest<LoginResult>('/auth/login/second-step', {
    method: 'POST',
    body: { challenge, code },
    public: true,
  });
}
