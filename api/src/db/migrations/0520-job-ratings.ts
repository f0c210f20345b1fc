import type { Knex } from 'knex';

/**
 * The customer rates a completed delivery once (1–5, a comment required for 1 and 2), and the translator
 * may answer once. One row per job.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_ratings', (t) => {
    t.integer('job_id').primary().references('jobs.id').onDelete('CASCADE');
    t.smallint('stars').notNullable();
    t.text('comment');
    t.text('answer');
    t.timestamp('answered_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('alter table job_ratings add constraint job_ratings_stars_check check (stars between 1 and 5)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_ratings');
}
