import type { Knex } from 'knex';

/**
 * Files people attach to a job besides the document and the translation: the customer's payment receipt, the
 * files of a revision request, the files of a message. Stored in the private `attachments` area.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_attachments', (t) => {
    t.increments('id');
    t.integer('job_id').notNullable().references('jobs.id').onDelete('CASCADE').index();
    t.string('kind', 20).notNullable();
    t.integer('owner_id'); // the revision request or message the file belongs to; null for a receipt
    t.string('file_name', 300).notNullable().unique();
    t.string('mime', 120).notNullable();
    t.integer('size').notNullable();
    t.integer('uploaded_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    "alter table job_attachments add constraint job_attachments_kind_check check (kind in ('receipt','revision','message'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_attachments');
}
