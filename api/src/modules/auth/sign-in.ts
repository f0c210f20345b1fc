import type { Locale, LoginData, LoginResult } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../errors/app-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { consumeOrThrow } from '../../middleware/rate-limit';
import { toSessionUser } from './dto';
import { findActiveAccountByEmail, rememberLocale, type AccountRow } from './repository';

/**
 * Wrong e-mail, wrong password and a filled honeypot look the same from outside: one message, the same argon2
 * work, and each counts as a failure against the account's limit. The account's state (unverified, pending,
 * rejected) is only told to someone who knows the password.
 */
export async function signIn(deps: AppDeps, input: LoginData, locale: Locale): Promise<LoginResult> {
  const limiter = deps.limiters.loginFailures;
  const key = input.email;
  const seen = await limiter.get(key);
  if (seen && seen.consumedPoints >= limiter.points) {
    throw new TooManyRequestsError(Math.max(1, Math.ceil(seen.msBeforeNext / 1000)));
  }

  const account = input.hp ? undefined : await findActiveAccountByEmail(deps.db, input.email);
  const passwordOk = account
    ? await verifyPassword(account.password_hash, input.password)
    : await verifyAgainstDummy(input.password).then(() => false);
  if (!account || !passwordOk) {
    await consumeOrThrow(limiter, key);
    throw new UnauthorizedError('loginFailed');
  }

  assertMaySignIn(account);
  await limiter.delete(key);
  await rememberLocale(deps.db, account.id, locale);
  return {
    token: deps.tokens.sign({ sub: account.id, role: account.role, tv: account.token_version }),
    user: toSessionUser(account),
  };
}

/** A rejected application is final, so it is said first; then the steps the person can still take. */
function assertMaySignIn(account: AccountRow): void {
  const translator = account.role === 'translator';
  if (translator && account.translator_status === 'rejected') throw new ForbiddenError('translatorRejected');
  if (account.role !== 'admin' && !account.email_verified_at) throw new ForbiddenError('emailNotVerified');
  if (translator && account.translator_status !== 'approved') throw new ForbiddenError('translatorPending');
}
