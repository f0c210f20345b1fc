import type { Knex } from 'knex';

/**
 * The ids of the account's sign-in sessions (account_sessions) as a text array column named `alias`, correlated to
 * the statement's account id column: the session read of modules/settings/sign-in-repository.ts.
 */
export function sessionIdsColumn(db: Knex, userIdColumn: string, alias: string): Knex.Raw {
  return db.raw('array(select s.id::text from account_sessions s where s.user_id = ??) as ??', [userIdColumn, alias]);
}
