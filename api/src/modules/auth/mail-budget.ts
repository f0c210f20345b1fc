import type { AppDeps } from '../../deps';
import { tryConsume } from '../../middleware/rate-limit';

/** Verification-type links (sign-up, resend, application, new address) and password-reset links. */
export type MailKind = 'verify' | 'reset';

/**
 * Whether one more mail of this kind may go to this address this hour (MAILS_PER_ADDRESS_PER_HOUR). Callers
 * answer the same either way, so the limit tells nobody whether an address has an account; only mails actually
 * due are counted, so made-up addresses cost nothing to keep.
 */
export function mayMail(deps: Pick<AppDeps, 'limiters'>, kind: MailKind, address: string): Promise<boolean> {
  return tryConsume(deps.limiters.mailsPerAddress, `${kind}:${address.trim().toLowerCase()}`);
}
