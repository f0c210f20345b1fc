import type { Knex } from 'knex';

/**
 * A completion delivers a set of output files; a later completion (a revision) replaces the earlier set. Each
 * output keeps when it was delivered and when a later delivery replaced it: the customer sees the current set, and
 * the replaced files stay in the job's history (translator-jobs/delivery.ts).
 *
 * A verification code's QR-stamped copy of a delivered PDF is made once and kept, so its fingerprint can be
 * certified beside the delivered file's (verifications/stamped-copies.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('job_output_files', (t) => {
    t.timestamp('delivered_at', { useTz: true });
    t.timestamp('replaced_at', { useTz: true });
  });
  // Files already there when a job was last completed were delivered then.
  await knex.raw(`update job_output_files f set delivered_at = j.completed_at
    from jobs j where j.id = f.job_id and j.completed_at is not null and f.uploaded_at <= j.completed_at`);
  await knex.schema.createTable('verification_stamped_copies', (t) => {
    t.increments('id');
    t.integer('verification_id').notNullable().references('job_verifications.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('file_name', 300).notNullable();
    t.string('sha256', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['verification_id', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('verification_stamped_copies');
  await knex.schema.alterTable('job_output_files', (t) => {
    t.dropColumn('delivered_at');
    t.dropColumn('replaced_at');
  });
}
