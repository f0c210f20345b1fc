import type { Knex } from 'knex';

/**
 * Stored releases of the front-end remotes in PostgreSQL, for a cluster without a bucket: every instance reads
 * the same rows (lib/releases/db-release-store.ts). The build row is written last, in the files' transaction,
 * and marks the release complete; `content_hash` identifies the exact build.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('remote_release_files', (t) => {
    t.string('remote', 40).notNullable();
    t.string('version', 64).notNullable();
    t.string('path', 300).notNullable();
    t.integer('size').notNullable();
    t.string('sha256', 64).notNullable();
    t.binary('content').notNullable();
    t.primary(['remote', 'version', 'path']);
  });
  await knex.schema.createTable('remote_release_builds', (t) => {
    t.string('remote', 40).notNullable();
    t.string('version', 64).notNullable();
    t.string('commit', 64);
    t.string('content_hash', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['remote', 'version']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('remote_release_builds');
  await knex.schema.dropTable('remote_release_files');
}
