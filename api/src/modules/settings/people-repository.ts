import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { User } from '../../db/models/user';

// What other modules read of an account (a person's name, how to reach them, the office's admins), and the users
// table as a derived table their statements join. A derived table of plain columns is pulled up by PostgreSQL, so
// such a statement's plan is the plain join's.

/**
 * The accounts' names and e-mails (id, name, surname, email), deleted accounts included, as a derived table to join
 * under a name of the caller's: `.leftJoin(peopleTable(db).as('users'), 'users.id', 'x.actor_id')`.
 */
export function peopleTable(db: Knex): Knex.QueryBuilder {
  return db('users').select('id', 'name', 'surname', 'email');
}

/** The accounts' token versions (id, token_version), as a derived table to join: a session of an older one is over. */
export function tokenVersionsTable(db: Knex): Knex.QueryBuilder {
  return db('users').select('id', 'token_version');
}

/**
 * The ids of the accounts whose folded name, surname and e-mail (the users index of migration 0650) match the
 * `like` pattern, as an `array(…)` to compare with: `jobs.user_id = any(?)`.
 */
export function accountIdsLike(db: Knex, pattern: string): Knex.Raw {
  return db.raw(
    `array(select u.id from users u where tr_fold(u.name || ' ' || u.surname || ' ' || u.email) like tr_fold(?))`,
    [pattern],
  );
}

/** Customers with live accounts, counted: a subquery of stats/stats.ts's statement. */
export function activeCustomerCount(db: Knex): Knex.Raw {
  return db.raw("(select count(*)::int from users where role = 'user' and deleted_at is null)");
}

/** Admins whose accounts still exist, in id order: each gets the office's mails. */
export async function findActiveAdminIds(db: Knex): Promise<number[]> {
  return (await User.query(db).where({ role: 'admin' }).modify('active').orderBy('id').select('id')).map((u) => u.id);
}

export type PersonNames = Pick<ModelObject<User>, 'name' | 'surname' | 'email'>;

/** A person's name and e-mail, deleted accounts included, read in the caller's transaction when given one. */
export async function findPersonNames(db: Knex, id: number): Promise<PersonNames | undefined> {
  return User.query(db).findById(id).select('name', 'surname', 'email').castTo<PersonNames | undefined>();
}

/** The account's whole row, deleted or not (a card payment's buyer, a receipt's customer). */
export async function findAccountRow(db: Knex, id: number): Promise<User | undefined> {
  return User.query(db).findById(id);
}

export type Recipient = Pick<
  ModelObject<User>,
  'name' | 'email' | 'phone' | 'email_notifications' | 'sms_notifications' | 'locale'
>;

/** Whom a notification goes to and how they want it; a deleted account gets nothing. */
export async function findRecipient(db: Knex, userId: number): Promise<Recipient | undefined> {
  return User.query(db)
    .where({ id: userId })
    .modify('active')
    .select('name', 'email', 'phone', 'email_notifications', 'sms_notifications', 'locale')
    .first()
    .castTo<Recipient | undefined>();
}

/** Locks the account's row for the rest of the transaction: the account's data-rights requests run one at a time. */
export async function lockAccountRow(trx: Knex, userId: number): Promise<void> {
  await User.query(trx).where({ id: userId }).forUpdate().select('id').first();
}

/** The account's token version goes up (every older token and session ends); answers the new version. */
export async function bumpTokenVersion(trx: Knex, userId: number): Promise<number> {
  const [{ token_version: version }] = await trx('users')
    .where('id', userId)
    .increment('token_version', 1)
    .returning('token_version');
  return version;
}
