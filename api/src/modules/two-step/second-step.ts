import type { Locale, LoginResult, SecondStepData, SecondStepRequired } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { UnauthorizedError } from '../../errors/app-error';
import { startSession, type SignInPlace } from '../../lib/sessions/login-sessions';
import { ChallengeTokens } from '../../lib/two-step/challenge-tokens';
import { toSessionUser } from '../auth/dto';
import { findActiveAccountById, rememberLocale } from '../settings/sign-in-repository';
import { assertCodesLeft, proveSecondFactor } from './code-check';

/** The answer to a right password for an account with two-step sign-in: a challenge instead of a token. */
export function secondStepRequired(
  deps: Pick<AppDeps, 'env'>,
  account: { id: number; token_version: number },
): SecondStepRequired {
  const challenges = new ChallengeTokens(deps.env.JWT_SECRET);
  return {
    second_step_required: true,
    challenge: challenges.sign({ sub: account.id, tv: account.token_version }),
    expires_in: challenges.ttlSeconds,
  };
}

/**
 * POST /auth/login/second-step: the challenge from POST /auth/login and a code from the app (or a recovery code)
 * give the token. A code already used, a wrong one, or an expired challenge is refused; wrong codes count toward the
 * account's limit, then 429. A password change since the challenge voids it.
 */
export async function completeSecondStep(
  deps: AppDeps,
  input: SecondStepData,
  locale: Locale,
  place: SignInPlace,
): Promise<LoginResult> {
  const challenge = new ChallengeTokens(deps.env.JWT_SECRET).verify(input.challenge);
  const account = challenge ? await findActiveAccountById(deps.db, challenge.sub) : undefined;
  if (!challenge || !account || account.token_version !== challenge.tv)
    throw new UnauthorizedError('secondStepExpired');
  await assertCodesLeft(deps, account.id);
  if (!(await proveSecondFactor(deps, account.id, input.code))) throw new UnauthorizedError('wrongTwoStepCode');
  await rememberLocale(deps.db, account.id, locale);
  return { token: await startSession(deps, account, place), user: toSessionUser(account) };
}
