import type { Knex } from 'knex';

/**
 * Deletes and answers how many rows went. Counted from `returning`, because knex-pglite answers a plain
 * delete with its raw result object instead of the row count that the pg driver gives.
 */
export async function deleteCounted(query: Knex.QueryBuilder): Promise<number> {
  const rows: unknown[] = await query.delete().returning('id');
  return rows.length;
}
