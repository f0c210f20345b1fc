import { recoveryCodePattern } from 'shared-ui/contracts';
import { filesKeyring } from '../../config/files-key';
import type { AppDeps } from '../../deps';
import { TooManyRequestsError } from '../../errors/app-error';
import { consumeOrThrow } from '../../middleware/rate-limit';
import { hashRecoveryCode } from '../../lib/two-step/recovery-codes';
import { openSecret } from '../../lib/two-step/secret-box';
import { matchTotp } from '../../lib/two-step/totp';
import { claimStep, findTwoStep, useRecoveryCode } from '../../lib/two-step/two-step-repository';

type Deps = Pick<AppDeps, 'db' | 'env' | 'limiters'>;

/** The additional data a secret is sealed with: the account's own, so a row copied to another account fails. */
export const secretContext = (userId: number) => `totp:${userId}`;

export function openAccountSecret(deps: Pick<AppDeps, 'env'>, userId: number, sealed: string): string {
  return openSecret(filesKeyring(deps.env), secretContext(userId), sealed);
}

const failureKey = (userId: number) => `two-step:${userId}`;

/** 429 with the wait once the account has used its wrong codes (LOGIN_FAILURES_PER_15_MIN, wherever they came from). */
export async function assertCodesLeft(deps: Deps, userId: number): Promise<void> {
  const seen = await deps.limiters.loginFailures.get(failureKey(userId));
  if (seen && seen.consumedPoints >= deps.limiters.loginFailures.points)
    throw new TooManyRequestsError(Math.max(1, Math.ceil(seen.msBeforeNext / 1000)));
}

export async function countWrongCode(deps: Deps, userId: number): Promise<void> {
  await consumeOrThrow(deps.limiters.loginFailures, failureKey(userId));
}

/**
 * Whether `code` (normalized: contracts/two-step.ts) proves the account holds its second factor, using it up: an
 * app code's time step can be used once, a recovery code once ever. `pending` checks an unconfirmed enrolment's
 * secret (which takes only app codes). Wrong codes count toward the account's limit; call assertCodesLeft first.
 */
export async function proveSecondFactor(
  deps: Deps,
  userId: number,
  code: string,
  { pending = false, now = Date.now() }: { pending?: boolean; now?: number } = {},
): Promise<boolean> {
  const row = await findTwoStep(deps.db, userId);
  const usable = row && (pending ? !row.enabled_at : Boolean(row.enabled_at));
  let proven = false;
  if (usable && recoveryCodePattern.test(code) && !pending) {
    proven = await useRecoveryCode(deps.db, userId, hashRecoveryCode(code));
  } else if (usable && /^\d{6}$/.test(code)) {
    const secret = openAccountSecret(deps, userId, row.secret_sealed);
    const lastStep = row.last_step === null ? null : Number(row.last_step);
    const step = matchTotp(secret, code, now, lastStep);
    proven = step !== null && (await claimStep(deps.db, userId, step));
  }
  if (!proven) await countWrongCode(deps, userId);
  return proven;
}
