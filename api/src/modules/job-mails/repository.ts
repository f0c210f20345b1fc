import type { Knex } from 'knex';
import { User } from '../../db/models/user';

/** Admins whose accounts still exist, in id order: each gets the office's mails. */
export async function findActiveAdminIds(db: Knex): Promise<number[]> {
  return (await User.query(db).where({ role: 'admin' }).modify('active').select('id')).map((u) => u.id);
}
