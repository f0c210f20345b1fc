import type { Locale, ResetPasswordData } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ValidationError } from '../../errors/app-error';
import { hashPassword } from '../../lib/passwords';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { mayMail } from './mail-budget';
import { sendResetMail } from './mails';
import {
  findActiveAccountByEmail,
  findActiveAccountById,
  setPasswordAndRevokeSessions,
} from '../settings/sign-in-repository';

/** Neutral: the caller learns nothing about whether the address has an account. */
export async function requestPasswordReset(deps: AppDeps, email: string, locale: Locale): Promise<void> {
  const account = await findActiveAccountByEmail(deps.db, email);
  if (!account || !(await mayMail(deps, 'reset', account.email))) return;
  await deps.db.transaction(async (trx) => {
    const token = await issueEmailToken({ db: trx }, account.id, 'reset', account.email);
    await sendResetMail({ ...deps, db: trx }, { email: account.email, name: account.name }, token, locale);
  });
}

/**
 * The token must belong to this e-mail and be unused and unexpired. The new password ends every older session
 * and, since the link reached the mailbox, verifies the address.
 */
export async function resetPassword(deps: AppDeps, input: ResetPasswordData): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (trx) => {
    const token = await consumeEmailToken(trx, input.token, ['reset'], input.email);
    const account = token ? await findActiveAccountById(trx, token.user_id) : undefined;
    if (!token || !account || account.email.toLowerCase() !== token.email) {
      throw new ValidationError({ token: 'tokenInvalid' }, 'tokenInvalid');
    }
    await setPasswordAndRevokeSessions(trx, account.id, passwordHash);
  });
}
