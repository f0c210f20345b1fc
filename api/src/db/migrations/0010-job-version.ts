import type { Knex } from 'knex';

/**
 * A version per job, bumped by every change of state. Assignments are guarded by it (`where version = ?`), so two
 * admins assigning the same job at once cannot both win even though waiting_payment may be re-assigned.
 * Downloads look files up by stored name, hence the two file_name indexes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.integer('version').notNullable().defaultTo(0);
    t.index(['file_name']);
  });
  await knex.schema.alterTable('job_output_files', (t) => {
    t.index(['file_name']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('job_output_files', (t) => {
    t.dropIndex(['file_name']);
  });
  await knex.schema.alterTable('jobs', (t) => {
    t.dropIndex(['file_name']);
    t.dropColumn('version');
  });
}
