import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Locale, LoginAnswer, LoginData } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../errors/app-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { consumeOrThrow } from '../../middleware/rate-limit';
import { startSession, type SignInPlace } from '../../lib/sessions/login-sessions';
import { hasTwoStep } from '../../lib/two-step/two-step-repository';
import { secondStepRequired } from '../two-step/second-step';
import { toSessionUser } from './dto';
import { findActiveAccountByEmail, rememberLocale, type AccountRow } from '../settings/sign-in-repository';

/** 429 with the wait when this key has used up its failures; a key with failures left passes. */
async function assertNotLockedOut(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const seen = await limiter.get(key);
  if (seen && seen.consumedPoints >= limiter.points) {
    throw new TooManyRequestsError(Math.max(1, Math.ceil(seen.msBeforeNext / 1000)));
  }
}

/**
 * Wrong e-mail, wrong password and a filled honeypot look the same from outside: one message, the same argon2
 * work, and each counts as a failure twice: for this account from this source address (LOGIN_FAILURES_PER_15_MIN,
 * so a guesser locks out only itself, not the owner signing in from elsewhere) and for the account from anywhere
 * (LOGIN_FAILURES_PER_ACCOUNT_15_MIN, much higher: the brake on guessing from many addresses). The account's state
 * (unverified, pending, rejected) is only told to someone who knows the password. An account with two-step sign-in
 * gets a challenge instead of a token (modules/two-step/second-step.ts); every other gets the spec's answer, with a
 * new sign-in session (lib/sessions/login-sessions.ts).
 */
export async function signIn(
  deps: AppDeps,
  input: LoginData,
  locale: Locale,
  source: string,
  userAgent = '',
): Promise<LoginAnswer> {
  const { loginFailures, accountLoginFailures } = deps.limiters;
  const sourceKey = `${input.email}|${source}`;
  const accountKey = input.email;
  await assertNotLockedOut(loginFailures, sourceKey);
  await assertNotLockedOut(accountLoginFailures, accountKey);

  const account = input.hp ? undefined : await findActiveAccountByEmail(deps.db, input.email);
  const passwordOk = account
    ? await verifyPassword(account.password_hash, input.password)
    : await verifyAgainstDummy(input.password).then(() => false);
  if (!account || !passwordOk) {
    await consumeOrThrow(loginFailures, sourceKey);
    await consumeOrThrow(accountLoginFailures, accountKey);
    throw new UnauthorizedError('loginFailed');
  }

  assertMaySignIn(account);
  // Only this source's count is forgiven: the owner signing in must not reset a guesser's budget elsewhere.
  await loginFailures.delete(sourceKey);
  if (await hasTwoStep(deps.db, account.id)) return secondStepRequired(deps, account);
  await rememberLocale(deps.db, account.id, locale);
  const place: SignInPlace = { ip: source, userAgent };
  return { token: await startSession(deps, account, place), user: toSessionUser(account) };
}

/** A rejected application is final, so it is said first; then the steps the person can still take. */
function assertMaySignIn(account: AccountRow): void {
  const translator = account.role === 'translator';
  if (translator && account.translator_status === 'rejected') throw new ForbiddenError('translatorRejected');
  if (account.role !== 'admin' && !account.email_verified_at) throw new ForbiddenError('emailNotVerified');
  if (translator && account.translator_status !== 'approved') throw new ForbiddenError('translatorPending');
}
