import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { User } from '../db/models/user';

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
