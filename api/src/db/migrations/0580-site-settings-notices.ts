import type { Knex } from 'knex';

/**
 * Each API instance keeps the site settings it has read (modules/site-settings/kept-site-settings.ts): every page
 * and the footer's /public/site-settings need them. A statement trigger announces each committed change.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function site_settings_changed_notice() returns trigger language plpgsql as $$
    begin
      perform pg_notify('site_settings_changed', '');
      return null;
    end $$`);
  await knex.raw(`create trigger site_settings_changed after insert or update or delete on site_settings
    for each statement execute function site_settings_changed_notice()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger site_settings_changed on site_settings');
  await knex.raw('drop function site_settings_changed_notice()');
}
