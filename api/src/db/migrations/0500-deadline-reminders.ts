import type { Knex } from 'knex';

/**
 * The day before a job in progress is due, its translator gets a reminder. The due date the reminder was
 * sent for is kept on the job, so a retried or repeated run sends none twice, and a new due date gets its own.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.date('deadline_reminded_for');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.dropColumn('deadline_reminded_for');
  });
}
