import type { Knex } from 'knex';
import { ContentVersion } from '../../../db/models/content';

/** The content version every instance compares with its cache (one row, migration 0201). */
export async function readContentVersion(db: Knex): Promise<number | undefined> {
  const row = await ContentVersion.query(db).select('v').first();
  return row === undefined ? undefined : Number(row.v);
}

/** Bumps the version after an admin write; answers the new one. */
export async function bumpContentVersion(db: Knex): Promise<number | undefined> {
  const [row] = await ContentVersion.query(db).increment('v', 1).returning('v');
  return row === undefined ? undefined : Number(row.v);
}
