import type { Knex } from 'knex';

/**
 * Translators hear about new jobs in their languages — at once, in a daily digest, or not at all. Each
 * (job, translator) alert is recorded when its mail is queued, so a retried fan-out or a digest after an instant
 * alert never tells anyone about the same job twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('job_alerts', 10).notNullable().defaultTo('instant');
  });
  await knex.raw(
    `alter table users add constraint users_job_alerts_check check (job_alerts in ('instant', 'daily', 'off'))`,
  );
  await knex.schema.createTable('job_alerts_sent', (t) => {
    t.integer('job_id').notNullable().references('jobs.id').onDelete('CASCADE');
    t.integer('translator_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['job_id', 'translator_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_alerts_sent');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('job_alerts');
  });
}
