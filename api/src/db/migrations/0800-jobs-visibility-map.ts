import type { Knex } from 'knex';

/**
 * Every list page finds its ids by walking an index of jobs (jobs/job-paging.ts) and reads nothing else of the
 * rows it passes, which PostgreSQL can do from the index alone only for the table pages its visibility map marks
 * all-visible; any other row costs a visit to the table. Autovacuum sets those marks, by default once a fifth of
 * the table has changed: on a busy jobs table that leaves many pages unmarked, and a page in the middle of a list
 * then reads thousands of rows from the table (EXPLAIN at 100,000 jobs, offset 40,000: 40,010 heap fetches and
 * 62 ms unmarked, none and 10 ms marked). Vacuuming after one change in a hundred keeps them marked; jobs is one
 * narrow table, so each vacuum is short.
 */
const SETTINGS = {
  autovacuum_vacuum_scale_factor: 0.01,
  autovacuum_vacuum_insert_scale_factor: 0.01,
  autovacuum_analyze_scale_factor: 0.02,
};

const assignments = Object.entries(SETTINGS)
  .map(([name, value]) => `${name} = ${value}`)
  .join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table jobs set (${assignments})`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table jobs reset (${Object.keys(SETTINGS).join(', ')})`);
}
