import type { Knex } from 'knex';

/**
 * What translators see of an open job before bidding — its page count, its word count (text-based
 * documents) and a first-page image, made once in the background after the upload and stored privately. The
 * watermark (the viewing translator's name and the job code) is drawn when it is served, so it names each viewer.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_previews', (t) => {
    t.integer('job_id').primary().references('jobs.id').onDelete('CASCADE');
    /** Null when the document could not be read (damaged, protected). */
    t.integer('page_count');
    t.integer('word_count');
    /** Stored name in the private `previews` area, or null when the format cannot be shown. */
    t.string('image_file', 300);
    t.timestamp('made_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_previews');
}
