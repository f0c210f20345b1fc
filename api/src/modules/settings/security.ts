import { type Locale, type SecurityData, type SecurityResult, messageText } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../../errors/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { carrySession } from '../../lib/sessions/login-sessions';
import { consumeOrThrow } from '../../middleware/rate-limit';
import { issueEmailToken } from '../auth/email-tokens';
import { mayMail } from '../auth/mail-budget';
import { sendEmailChangeMail, sendSecurityNotice } from './mails';
import {
  emailBelongsToOther,
  expireUnusedResetTokens,
  findCredentials,
  setPasswordBumpingVersion,
  setPendingEmail,
} from './repository';

/** Wrong current passwords count like failed logins, so a stolen session cannot guess the password. */
async function checkCurrentPassword(deps: AppDeps, userId: number, hash: string, given: string): Promise<void> {
  const key = `settings-security:${userId}`;
  const spent = await deps.limiters.loginFailures.get(key);
  if (spent && spent.remainingPoints <= 0)
    throw new TooManyRequestsError(Math.max(1, Math.ceil(spent.msBeforeNext / 1000)));
  if (await verifyPassword(hash, given)) return;
  await consumeOrThrow(deps.limiters.loginFailures, key);
  throw new ValidationError({ currentPassword: 'wrongCurrentPassword' }, 'wrongCurrentPassword');
}

/**
 * PUT /settings/security. The current password is required. A new e-mail takes effect only when the link mailed
 * to it is followed (pending_email + an 'email_change' token). A new password bumps the token version, which
 * signs out every session, and the answer carries a fresh token so this one stays signed in.
 */
export async function changeSecurity(
  deps: AppDeps,
  userId: number,
  input: SecurityData,
  locale: Locale,
  sessionId?: string,
): Promise<SecurityResult> {
  if (!input.currentPassword)
    throw new ValidationError({ currentPassword: 'currentPasswordRequired' }, 'currentPasswordRequired');
  const user = await findCredentials(deps.db, userId);
  if (!user) throw new NotFoundError();
  await checkCurrentPassword(deps, userId, user.password_hash, input.currentPassword);

  const newEmail = input.email && input.email !== user.email.toLowerCase() ? input.email : null;
  const newPassword = input.newPassword;
  if (!newEmail && !newPassword) throw new ValidationError({ _: 'nothingToChange' }, 'nothingToChange');
  if (newEmail && (await emailBelongsToOther(deps.db, newEmail, userId)))
    throw new ConflictError('emailTaken', { email: 'emailTaken' });
  const passwordHash = newPassword ? await hashPassword(newPassword) : null;
  // Counted before the change: a mail over the per-address limit is not queued, the change itself still happens.
  const mayMailNewAddress = newEmail ? await mayMail(deps, 'verify', newEmail) : false;

  const { tokenVersion } = await deps.db.transaction(async (trx) => {
    let version: number | null = null;
    if (passwordHash) {
      version = await setPasswordBumpingVersion(trx, userId, passwordHash);
      await expireUnusedResetTokens(trx, userId);
    }
    let token: string | null = null;
    if (newEmail) {
      await setPendingEmail(trx, userId, newEmail);
      token = await issueEmailToken({ db: trx }, userId, 'email_change', newEmail);
      if (mayMailNewAddress)
        await sendEmailChangeMail({ ...deps, db: trx }, { email: newEmail, name: user.name }, token, locale);
    }
    await sendSecurityNotice(
      { ...deps, db: trx },
      { email: user.email, name: user.name },
      { newEmail, password: Boolean(passwordHash) },
      locale,
    );
    return { tokenVersion: version, emailToken: token };
  });

  const result: SecurityResult = {
    message: messageText(
      newEmail && passwordHash ? 'passwordChangedEmailPending' : newEmail ? 'emailChangePending' : 'passwordChanged',
      locale,
    ),
  };
  if (tokenVersion !== null)
    result.token = await carrySession(deps, { id: userId, role: user.role }, tokenVersion, sessionId);
  if (newEmail) result.pending_email = newEmail;
  return result;
}
