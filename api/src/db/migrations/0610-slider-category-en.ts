import type { Knex } from 'knex';

/**
 * A slide's tag (category) in English beside the Turkish, like its title and caption (0440): the English home
 * page showed "RESMI ÇEVIRI" on its slides. Null means "use the Turkish"; the seed fills the seeded slides'.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sliders', (t) => {
    t.string('category_en', 100);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sliders', (t) => {
    t.dropColumn('category_en');
  });
}
