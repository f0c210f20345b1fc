import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { AccountTwoStep } from '../../db/models/sign-in';

export type TwoStepRow = ModelObject<AccountTwoStep>;

export async function findTwoStep(db: Knex, userId: number): Promise<TwoStepRow | undefined> {
  return db('account_two_step').where('user_id', userId).first();
}

/** Whether the account signs in with a second step. */
export async function hasTwoStep(db: Knex, userId: number): Promise<boolean> {
  const row = await db('account_two_step').where('user_id', userId).whereNotNull('enabled_at').first('user_id');
  return Boolean(row);
}

/**
 * `exists(…) as <alias>`: whether the account whose id is in `userIdColumn` has two steps enabled, for another
 * repository's select (modules/settings/sign-in-repository.ts reads it with the session, in the same one query).
 */
export function twoStepEnabledColumn(db: Knex, userIdColumn: string, alias: string): Knex.Raw {
  return db.raw('exists(select 1 from account_two_step t where t.user_id = ?? and t.enabled_at is not null) as ??', [
    userIdColumn,
    alias,
  ]);
}

/** A new secret waiting for its first code; it replaces an earlier unconfirmed one, never an enabled one. */
export async function savePendingSecret(db: Knex, userId: number, sealed: string): Promise<boolean> {
  const saved = await db('account_two_step')
    .insert({ user_id: userId, secret_sealed: sealed })
    .onConflict('user_id')
    .merge({ secret_sealed: sealed, created_at: db.fn.now(), last_step: null })
    .where('account_two_step.enabled_at', null)
    .returning('user_id');
  return saved.length > 0;
}

/**
 * Takes time step `step` as used, if it is later than any used before: false when another request took it (or a
 * later one) first, so the same code cannot sign in twice even at the same moment.
 */
export async function claimStep(db: Knex, userId: number, step: number): Promise<boolean> {
  const updated = await db('account_two_step')
    .where('user_id', userId)
    .andWhere((q) => q.whereNull('last_step').orWhere('last_step', '<', step))
    .update({ last_step: step });
  return updated > 0;
}

export async function markEnabled(db: Knex, userId: number): Promise<void> {
  await db('account_two_step').where('user_id', userId).update({ enabled_at: db.fn.now() });
}

export async function removeTwoStep(db: Knex, userId: number): Promise<void> {
  await db('account_recovery_codes').where('user_id', userId).delete();
  await db('account_two_step').where('user_id', userId).delete();
}

export async function replaceRecoveryCodes(db: Knex, userId: number, hashes: string[]): Promise<void> {
  await db('account_recovery_codes').where('user_id', userId).delete();
  await db('account_recovery_codes').insert(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
}

/** Uses a recovery code: true once per code, whoever asks first. */
export async function useRecoveryCode(db: Knex, userId: number, hash: string): Promise<boolean> {
  const used = await db('account_recovery_codes')
    .where({ user_id: userId, code_hash: hash })
    .whereNull('used_at')
    .update({ used_at: db.fn.now() });
  return used > 0;
}

export async function unusedRecoveryCodes(db: Knex, userId: number): Promise<number> {
  const row = await db('account_recovery_codes')
    .where('user_id', userId)
    .whereNull('used_at')
    .count({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}
