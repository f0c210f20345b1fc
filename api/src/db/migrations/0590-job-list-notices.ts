import type { Knex } from 'knex';

/**
 * Each API instance keeps the list pages it has answered (modules/jobs/kept-list-pages.ts) until
 * something they show changes. A statement trigger on every table a list line is made of announces each committed
 * change on `job_lists_changed`; for users, only a change of what a line shows (a name, an e-mail) or a deletion.
 */
const SHOWN_IN_LISTS = ['jobs', 'offers', 'job_output_files', 'job_messages', 'job_deadline_requests', 'job_previews'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function job_lists_changed_notice() returns trigger language plpgsql as $$
    begin
      perform pg_notify('job_lists_changed', '');
      return null;
    end $$`);
  for (const table of SHOWN_IN_LISTS) {
    await knex.raw(`create trigger ${table}_lists_changed after insert or update or delete or truncate on ${table}
      for each statement execute function job_lists_changed_notice()`);
  }
  await knex.raw(`create trigger users_lists_changed after update of name, surname, email or delete on users
    for each statement execute function job_lists_changed_notice()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger users_lists_changed on users');
  for (const table of SHOWN_IN_LISTS) await knex.raw(`drop trigger ${table}_lists_changed on ${table}`);
  await knex.raw('drop function job_lists_changed_notice()');
}
