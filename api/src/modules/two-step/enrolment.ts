import {
  messageText,
  type Locale,
  type RecoveryCodesResult,
  type TwoStepEnrolmentDto,
  type TwoStepProofData,
  type TwoStepStatusDto,
} from 'shared-ui/contracts';
import { filesKeyring } from '../../config/files-key';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../../errors/app-error';
import { verifyPassword } from '../../lib/passwords';
import { consumeOrThrow } from '../../middleware/rate-limit';
import { hashRecoveryCode, newRecoveryCodes } from '../../lib/two-step/recovery-codes';
import { sealSecret } from '../../lib/two-step/secret-box';
import { newTotpSecret, totpUri } from '../../lib/two-step/totp';
import {
  findTwoStep,
  markEnabled,
  removeTwoStep,
  replaceRecoveryCodes,
  savePendingSecret,
  unusedRecoveryCodes,
} from '../../lib/two-step/two-step-repository';
import { findCredentials } from '../settings/repository';
import { qrSvg } from '../verifications/verification-qr';
import { assertCodesLeft, proveSecondFactor, secretContext } from './code-check';
import type { AuthUser } from '../../types';

type Deps = Pick<AppDeps, 'db' | 'env' | 'limiters' | 'siteSettings'>;

/** GET /settings/two-step. */
export async function twoStepStatus(deps: Deps, user: AuthUser): Promise<TwoStepStatusDto> {
  const row = await findTwoStep(deps.db, user.id);
  const enabled = Boolean(row?.enabled_at);
  return {
    enabled,
    enabled_at: row?.enabled_at ? new Date(row.enabled_at).toISOString() : null,
    recovery_codes_left: enabled ? await unusedRecoveryCodes(deps.db, user.id) : 0,
    required: user.role === 'admin' && (await deps.siteSettings.read()).admins_require_two_step,
  };
}

/** POST /settings/two-step/enrolment: a new secret, sealed at rest, waiting for the app's first code. */
export async function startEnrolment(deps: Deps, user: AuthUser): Promise<TwoStepEnrolmentDto> {
  const secret = newTotpSecret();
  const sealed = sealSecret(filesKeyring(deps.env), secretContext(user.id), secret);
  if (!(await savePendingSecret(deps.db, user.id, sealed))) throw new ConflictError('twoStepAlreadyOn');
  const uri = totpUri(secret, deps.env.SITE_NAME, user.email);
  return { secret, uri, qr_svg: await qrSvg(uri) };
}

/** POST /settings/two-step/enrolment/confirm: the app's code proves it holds the secret; recovery codes follow. */
export async function confirmEnrolment(
  deps: Deps,
  user: AuthUser,
  code: string,
  locale: Locale,
): Promise<RecoveryCodesResult> {
  const row = await findTwoStep(deps.db, user.id);
  if (!row) throw new ConflictError('twoStepNotStarted');
  if (row.enabled_at) throw new ConflictError('twoStepAlreadyOn');
  await assertCodesLeft(deps, user.id);
  if (!(await proveSecondFactor(deps, user.id, code, { pending: true })))
    throw new ValidationError({ code: 'wrongTwoStepCode' }, 'wrongTwoStepCode');
  const codes = newRecoveryCodes();
  await deps.db.transaction(async (trx) => {
    await markEnabled(trx, user.id);
    await replaceRecoveryCodes(trx, user.id, codes.map(hashRecoveryCode));
  });
  return { message: messageText('twoStepEnabled', locale), recovery_codes: codes };
}

/** Wrong passwords here share the budget of Güvenlik's (modules/settings/security.ts): a stolen session cannot guess. */
async function checkPassword(deps: Deps, userId: number, given: string): Promise<void> {
  const key = `settings-security:${userId}`;
  const spent = await deps.limiters.loginFailures.get(key);
  if (spent && spent.remainingPoints <= 0)
    throw new TooManyRequestsError(Math.max(1, Math.ceil(spent.msBeforeNext / 1000)));
  const account = await findCredentials(deps.db, userId);
  if (!account) throw new NotFoundError();
  if (await verifyPassword(account.password_hash, given)) return;
  await consumeOrThrow(deps.limiters.loginFailures, key);
  throw new ValidationError({ password: 'wrongCurrentPassword' }, 'wrongCurrentPassword');
}

/** The password and a current code, for turning it off or renewing the recovery codes. */
async function proveOwner(deps: Deps, user: AuthUser, input: TwoStepProofData): Promise<void> {
  const row = await findTwoStep(deps.db, user.id);
  if (!row?.enabled_at) throw new ConflictError('twoStepNotOn');
  await checkPassword(deps, user.id, input.password);
  await assertCodesLeft(deps, user.id);
  if (!(await proveSecondFactor(deps, user.id, input.code)))
    throw new ValidationError({ code: 'wrongTwoStepCode' }, 'wrongTwoStepCode');
}

/**
 * DELETE /settings/two-step. An admin the office requires it of cannot turn it off: the panel would close to them
 * at once.
 */
export async function disableTwoStep(deps: Deps, user: AuthUser, input: TwoStepProofData): Promise<void> {
  if (user.role === 'admin' && (await deps.siteSettings.read()).admins_require_two_step)
    throw new ConflictError('twoStepRequired');
  await proveOwner(deps, user, input);
  await deps.db.transaction((trx) => removeTwoStep(trx, user.id));
}

/** POST /settings/two-step/recovery-codes: a new set; the old codes stop working. */
export async function renewRecoveryCodes(
  deps: Deps,
  user: AuthUser,
  input: TwoStepProofData,
  locale: Locale,
): Promise<RecoveryCodesResult> {
  await proveOwner(deps, user, input);
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(deps.db, user.id, codes.map(hashRecoveryCode));
  return { message: messageText('recoveryCodesRenewed', locale), recovery_codes: codes };
}
