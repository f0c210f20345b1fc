import type { Knex } from 'knex';

/**
 * A customer's revision request on a completed job: what to fix (required) and optional files (job_attachments
 * of kind 'revision'). `reopened_at` is set when the admin reopens the job for it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_revision_requests', (t) => {
    t.increments('id');
    t.integer('job_id').notNullable().references('jobs.id').onDelete('CASCADE').index();
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.text('reason').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('reopened_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_revision_requests');
}
