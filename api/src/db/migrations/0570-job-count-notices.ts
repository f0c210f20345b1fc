import type { Knex } from 'knex';

/**
 * Each API instance keeps the list totals it has read (modules/jobs/job-counts.ts) until one changes;
 * a statement trigger on job_counts announces every committed change on `job_counts_changed`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function job_counts_changed_notice() returns trigger language plpgsql as $$
    begin
      perform pg_notify('job_counts_changed', '');
      return null;
    end $$`);
  await knex.raw(`create trigger job_counts_changed after insert or update or delete on job_counts
    for each statement execute function job_counts_changed_notice()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger job_counts_changed on job_counts');
  await knex.raw('drop function job_counts_changed_notice()');
}
