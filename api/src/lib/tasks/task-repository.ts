import type { Knex } from 'knex';
import { EmailToken } from '../../db/models/email-token';

/** Removes e-mail tokens expired or used before `before`; answers how many (counted from `returning`). */
export async function purgeEmailTokens(db: Knex, before: Date): Promise<number> {
  const removed = await EmailToken.query(db)
    .where('expires_at', '<', before)
    .orWhere('used_at', '<', before)
    .delete()
    .returning('id');
  return removed.length;
}
