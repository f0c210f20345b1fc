import type { Knex } from 'knex';

/**
 * A message thread per job between the customer and the office (the admins). `read_at` is set when the other side
 * opens the thread, which gives the unread counts: the customer's are the office's unread messages, the office's
 * the customer's. Files ride along as job_attachments of kind 'message'.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_messages', (t) => {
    t.increments('id');
    t.integer('job_id').notNullable().references('jobs.id').onDelete('CASCADE');
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    t.string('author_side', 10).notNullable();
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('read_at', { useTz: true });
    t.index(['job_id', 'author_side', 'read_at']);
  });
  await knex.raw(
    "alter table job_messages add constraint job_messages_side_check check (author_side in ('customer','office'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_messages');
}
