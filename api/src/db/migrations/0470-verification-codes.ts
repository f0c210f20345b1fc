import type { Knex } from 'knex';

/**
 * Verifiable translations. Each delivered file gets its SHA-256 when it is uploaded; each completion
 * of a job issues a verification code over the delivered files' fingerprints. A revision that delivers other files
 * issues a new code and marks the old one superseded; the admin can revoke a code with a reason.
 *
 * The translator's name and the fingerprints are copied into the code's row: what was certified stays what the page
 * shows, whatever later happens to the job's files or the translator's account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('job_output_files', (t) => {
    t.string('sha256', 64);
  });
  await knex.schema.createTable('job_verifications', (t) => {
    t.increments('id');
    t.integer('job_id').notNullable().references('jobs.id').onDelete('CASCADE');
    t.string('code', 24).notNullable().unique();
    t.text('translator_name').notNullable();
    t.jsonb('files').notNullable();
    t.timestamp('completed_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('superseded_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.text('revoked_reason');
    t.integer('revoked_by').references('users.id').onDelete('SET NULL');
    t.index(['job_id', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_verifications');
  await knex.schema.alterTable('job_output_files', (t) => {
    t.dropColumn('sha256');
  });
}
