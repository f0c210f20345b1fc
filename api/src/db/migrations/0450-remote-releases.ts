import type { Knex } from 'knex';

/**
 * Which release of each front-end remote is served. No row, or a null version: the build that came
 * with the server. `previous_version` is the one-step rollback. Every change is audited.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('remote_releases', (t) => {
    t.string('remote', 40).primary();
    t.string('version', 64);
    t.string('previous_version', 64);
    t.integer('changed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('remote_releases_audit', (t) => {
    t.increments('id');
    t.string('remote', 40).notNullable();
    t.string('from_version', 64);
    t.string('to_version', 64);
    t.integer('actor_id').references('users.id').onDelete('SET NULL');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('remote_releases_audit');
  await knex.schema.dropTable('remote_releases');
}
