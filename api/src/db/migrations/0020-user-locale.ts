import type { Knex } from 'knex';

/**
 * The language a person last used with us (at sign-up, application or sign-in), so the mails we send them later
 * — a price set, a job assigned — arrive in that language rather than always in Turkish.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('locale', 2).notNullable().defaultTo('tr');
  });
  await knex.raw("alter table users add constraint users_locale_check check (locale in ('tr','en'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('locale');
  });
}
