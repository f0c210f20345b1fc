import type { Knex } from 'knex';

/**
 * Site settings the admin can change without a redeploy (bank details, usual quote time, contact data). A row
 * overrides the environment's default for its key; no row means the default. Every change is audited.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_settings', (t) => {
    t.string('key', 40).primary();
    t.text('value').notNullable();
    t.integer('updated_by').references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('site_settings_audit', (t) => {
    t.increments('id');
    t.string('key', 40).notNullable();
    t.text('old_value');
    t.text('new_value').notNullable();
    t.integer('actor_id').references('users.id').onDelete('SET NULL');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('site_settings_audit');
  await knex.schema.dropTable('site_settings');
}
