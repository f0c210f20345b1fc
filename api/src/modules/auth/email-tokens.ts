import type { Knex } from 'knex';
import type { EmailTokenPurpose } from '../../db/models/email-token';
import { hashEmailToken, newEmailToken } from '../../lib/tokens';
import { expireUnusedTokens, insertEmailToken, useEmailToken, type EmailTokenRow } from '../settings/repository';

/** ARCHITECTURE §3: verification links live 24 h, reset links 1 h. An e-mail change is a verification. */
const lifetimeMs: Record<EmailTokenPurpose, number> = {
  verify: 24 * 3600_000,
  email_change: 24 * 3600_000,
  reset: 3600_000,
};

export type { EmailTokenRow } from '../settings/repository';

/**
 * A fresh single-use token for `email`: the raw value is returned for the link, only its hash is stored, and the
 * user's older unused tokens of the same purpose stop working. Pass a transaction as `db` to issue it atomically
 * with other writes. Used by the settings module for e-mail changes (purpose 'email_change').
 */
export async function issueEmailToken(
  deps: { db: Knex },
  userId: number,
  purpose: EmailTokenPurpose,
  email: string,
): Promise<string> {
  const { raw, hash } = newEmailToken();
  const now = new Date();
  await expireUnusedTokens(deps.db, userId, purpose, now);
  await insertEmailToken(deps.db, {
    user_id: userId,
    purpose,
    token_hash: hash,
    email: email.toLowerCase(),
    expires_at: new Date(now.getTime() + lifetimeMs[purpose]),
  });
  return raw;
}

/**
 * Marks the token used and returns it, or undefined when it is unknown, expired, already used or of another
 * purpose. The update is guarded (`used_at is null`), so two concurrent clicks cannot both succeed.
 */
export async function consumeEmailToken(
  db: Knex,
  raw: string,
  purposes: EmailTokenPurpose[],
  email?: string,
): Promise<EmailTokenRow | undefined> {
  return useEmailToken(db, { tokenHash: hashEmailToken(raw), purposes, email });
}
