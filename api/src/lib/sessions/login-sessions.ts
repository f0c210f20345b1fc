import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { Role } from 'shared-ui/contracts';
import type { AccountSession } from '../../db/models/sign-in';
import { bumpTokenVersion, tokenVersionsTable } from '../../modules/settings/people-repository';
import type { SessionTokens } from '../tokens';

/** Tokens live a week (lib/tokens.ts); a session row unused for longer names no token that still works. */
const sessionLifetimeDays = 7;

export type SessionRecord = ModelObject<AccountSession>;

export interface SignInPlace {
  ip: string;
  userAgent: string;
}

/** A new session row for a sign-in, and the token naming it. */
export async function startSession(
  deps: { db: Knex; tokens: SessionTokens },
  account: { id: number; role: Role; token_version: number },
  place: SignInPlace,
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await deps.db('account_sessions').insert({
    id,
    user_id: account.id,
    token_version: account.token_version,
    ip: place.ip.slice(0, 64) || null,
    user_agent: place.userAgent.slice(0, 400) || null,
  });
  // the account's sessions no token can still name: made before the last password change, or unused past a token's life
  await deps
    .db('account_sessions')
    .where('user_id', account.id)
    .andWhere((q) =>
      q
        .where('token_version', '<', account.token_version)
        .orWhereRaw(`last_used_at < now() - interval '${sessionLifetimeDays} days'`),
    )
    .delete();
  return deps.tokens.sign({ sub: account.id, role: account.role, tv: account.token_version, sid: id });
}

/** The account's sessions that can still be used, the most recently used first. */
export async function listSessions(db: Knex, userId: number): Promise<SessionRecord[]> {
  return db('account_sessions')
    .join(tokenVersionsTable(db).as('users'), 'users.id', 'account_sessions.user_id')
    .where('account_sessions.user_id', userId)
    .whereRaw('account_sessions.token_version = users.token_version')
    .whereRaw(`account_sessions.last_used_at >= now() - interval '${sessionLifetimeDays} days'`)
    .orderBy('account_sessions.last_used_at', 'desc')
    .orderBy('account_sessions.id')
    .select('account_sessions.*');
}

/** Ends one of the account's sessions: its token is refused from the next request on. False if it is not theirs. */
export async function endSession(db: Knex, userId: number, sessionId: string): Promise<boolean> {
  return (await db('account_sessions').where({ id: sessionId, user_id: userId }).delete()) > 0;
}

/**
 * Ends every session of the account but `keep`. The token version goes up as well, so tokens older than sessions
 * (without a `sid`) end too; the kept session moves to the new version and gets a token of it.
 */
export async function endOtherSessions(
  deps: { db: Knex; tokens: SessionTokens },
  user: { id: number; role: Role },
  keep: string | undefined,
): Promise<{ token: string; ended: number }> {
  return deps.db.transaction(async (trx) => {
    const version = await bumpTokenVersion(trx, user.id);
    const others = trx('account_sessions').where('user_id', user.id);
    if (keep) others.whereNot('id', keep);
    const ended = await others.delete();
    if (keep) await trx('account_sessions').where({ id: keep, user_id: user.id }).update({ token_version: version });
    return {
      token: deps.tokens.sign({ sub: user.id, role: user.role, tv: version, ...(keep ? { sid: keep } : {}) }),
      ended,
    };
  });
}

/** After a password change the session it was made in carries on under the new token version. */
export async function carrySession(
  deps: { db: Knex; tokens: SessionTokens },
  user: { id: number; role: Role },
  version: number,
  sessionId: string | undefined,
): Promise<string> {
  if (sessionId)
    await deps.db('account_sessions').where({ id: sessionId, user_id: user.id }).update({ token_version: version });
  return deps.tokens.sign({ sub: user.id, role: user.role, tv: version, ...(sessionId ? { sid: sessionId } : {}) });
}

/** Records that a session was used now, from `ip`. */
export async function touchSession(db: Knex, sessionId: string, ip: string): Promise<void> {
  await db('account_sessions')
    .where('id', sessionId)
    .update({ last_used_at: db.fn.now(), ip: ip.slice(0, 64) || null });
}

/** Ends every session of an account and forgets where they signed in from (account deletion). */
export async function endAllSessions(db: Knex, userId: number): Promise<void> {
  await db('account_sessions').where('user_id', userId).delete();
}
