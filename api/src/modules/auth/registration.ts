import type { Locale, RegisterData } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError } from '../../errors/app-error';
import { hashPassword } from '../../lib/passwords';
import { issueEmailToken } from './email-tokens';
import { mayMail } from './mail-budget';
import { sendVerificationMail } from './mails';
import { findActiveAccountByEmail, insertCustomer } from '../settings/sign-in-repository';
import { isUniqueViolation } from '../../db/db-errors';
import { recordSignupConsent } from '../privacy/consents';

const emailTaken = () => new ConflictError('emailTaken', { email: 'emailTaken' });

/**
 * A customer account, unverified until the mailed link is followed. The honeypot request returns as if it had
 * worked and leaves no trace. Translators never come through here (they apply with /apply): the contract only
 * admits role 'user'.
 */
export async function registerCustomer(
  deps: AppDeps,
  input: RegisterData,
  locale: Locale,
  ip: string | null = null,
): Promise<void> {
  if (input.hp) return;
  if (await findActiveAccountByEmail(deps.db, input.email)) throw emailTaken();

  const passwordHash = await hashPassword(input.password);
  // Verification mails to one address are limited (MAILS_PER_ADDRESS_PER_HOUR); over it the account is still made.
  const mayMailAddress = await mayMail(deps, 'verify', input.email);
  const { userId } = await deps.db
    .transaction(async (trx) => {
      const id = await insertCustomer(trx, {
        name: input.name,
        surname: input.surname,
        email: input.email,
        phone: input.phone,
        birth_date: input.birth_date,
        password_hash: passwordHash,
        locale,
      });
      // the form's notice box is `terms`; a client sending only the spec's fields is recorded as not given
      await recordSignupConsent(trx, id, input.terms === true, ip);
      const token = await issueEmailToken({ db: trx }, id, 'verify', input.email);
      if (mayMailAddress)
        await sendVerificationMail(
          { ...deps, db: trx },
          { email: input.email, name: input.name },
          token,
          locale,
          input.redirect,
        );
      return { userId: id };
    })
    .catch((err: unknown) => {
      // Two sign-ups with one address at once: the unique index decides, the loser is told like any duplicate.
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    });
  deps.logger.info({ userId }, 'customer registered');
}
