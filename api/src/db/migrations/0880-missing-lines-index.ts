import type { Knex } from 'knex';

/**
 * The jobs whose admin or customer line is missing (modules/jobs/line-maker.ts finds them newest first): a partial
 * index, so it holds only the rows waiting for a line — all of them right after migration 0870, few once the line
 * maker has caught up — and a look for missing lines reads no more than it finds. Built concurrently, outside a
 * transaction: writes to jobs mark lines stale in job_list_lines and must not wait for the build. A build cut short
 * leaves an invalid index behind, dropped first when the migration runs again. Its price: the admin and customer
 * lines are now columns an index refers to (its condition), so storing them or marking them stale is no longer a
 * heap-only update of migration 0870's fillfactor — each such update adds an entry to this index and the primary
 * key's, which vacuum removes (autovacuum at 2 % of the table, migration 0870).
 */
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop index concurrently if exists job_list_lines_missing');
  await knex.raw(`create index concurrently job_list_lines_missing on job_list_lines (job_id)
    where admin_line is null or customer_line is null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index concurrently if exists job_list_lines_missing');
}
