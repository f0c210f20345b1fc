import type { Knex } from 'knex';
import type { Locale } from 'shared-ui/contracts';
import { User } from '../db/models/user';

export interface Recipient {
  name: string;
  email: string;
  phone: string | null;
  email_notifications: boolean;
  sms_notifications: boolean;
  locale: Locale;
}

/** Whom a notification goes to and how they want it; a deleted account gets nothing. */
export async function findRecipient(db: Knex, userId: number): Promise<Recipient | undefined> {
  return User.query(db)
    .where({ id: userId })
    .modify('active')
    .select('name', 'email', 'phone', 'email_notifications', 'sms_notifications', 'locale')
    .first()
    .castTo<Recipient | undefined>();
}
