import type { Knex } from 'knex';

/**
 * English beside Turkish for reference data: language and script-type names, slide titles and
 * captions. Null means "use the Turkish". The seed fills the English of the seeded rows (seed-english.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('languages', (t) => {
    t.string('name_en', 100);
  });
  await knex.schema.alterTable('hat_turleri', (t) => {
    t.string('name_en', 100);
  });
  await knex.schema.alterTable('sliders', (t) => {
    t.string('title_en', 200);
    t.text('description_en');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sliders', (t) => {
    t.dropColumn('title_en');
    t.dropColumn('description_en');
  });
  await knex.schema.alterTable('hat_turleri', (t) => {
    t.dropColumn('name_en');
  });
  await knex.schema.alterTable('languages', (t) => {
    t.dropColumn('name_en');
  });
}
