import type { Locale, VerifyEmailData } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, ValidationError } from '../../errors/app-error';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { mayMail } from './mail-budget';
import { sendVerificationMail } from './mails';
import {
  applyPendingEmail,
  findActiveAccountByEmail,
  findActiveAccountById,
  markEmailVerified,
} from '../settings/sign-in-repository';
import { isUniqueViolation } from '../../db/db-errors';

const tokenInvalid = () => new ValidationError({ token: 'tokenInvalid' }, 'tokenInvalid');

/**
 * Follows a mailed link: a sign-up verification (purpose 'verify') or the confirmation of a new address from the
 * settings (purpose 'email_change'). The token is spent in the same transaction as the change it makes.
 */
export async function verifyEmail(deps: AppDeps, input: VerifyEmailData): Promise<{ email: string }> {
  return deps.db
    .transaction(async (trx) => {
      const token = await consumeEmailToken(trx, input.token, ['verify', 'email_change']);
      if (!token) throw tokenInvalid();
      if (token.purpose === 'email_change') {
        if (!(await applyPendingEmail(trx, token.user_id, token.email))) throw tokenInvalid();
        return { email: token.email };
      }
      const account = await findActiveAccountById(trx, token.user_id);
      // A link sent to an address the account no longer has proves nothing about the current one.
      if (!account || account.email.toLowerCase() !== token.email) throw tokenInvalid();
      await markEmailVerified(trx, account.id);
      return { email: token.email };
    })
    .catch((err: unknown) => {
      // The new address was taken by someone else while the link waited in the mailbox.
      if (isUniqueViolation(err)) throw new ConflictError('emailTaken', { email: 'emailTaken' });
      throw err;
    });
}

/** The answer is the same whether or not anything was sent, so it does not tell which addresses have accounts. */
export async function resendVerification(deps: AppDeps, email: string, locale: Locale): Promise<void> {
  const account = await findActiveAccountByEmail(deps.db, email);
  if (!account || account.email_verified_at || !(await mayMail(deps, 'verify', account.email))) return;
  await deps.db.transaction(async (trx) => {
    const token = await issueEmailToken({ db: trx }, account.id, 'verify', account.email);
    await sendVerificationMail({ ...deps, db: trx }, { email: account.email, name: account.name }, token, locale);
  });
}
