import type { Knex } from 'knex';

/**
 * The Ottoman intake (output wanted, pages, legibility), the name and date sheet of certified
 * translations, and the translator's completion checklist, all on the job. A partial index serves the admin list's
 * Ottoman filters. "Matbu" (printed text) joins the seeded script types.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.string('ottoman_output', 30);
    t.integer('page_count');
    t.string('legibility', 20);
    t.jsonb('name_sheet').notNullable().defaultTo('[]');
    t.jsonb('completion_checklist');
  });
  await knex.raw(`alter table jobs
    add constraint jobs_ottoman_output_check check (ottoman_output in
      ('transcription_diacritics','transcription_plain','simplification','translation')),
    add constraint jobs_legibility_check check (legibility in ('clear','faded','partly_illegible')),
    add constraint jobs_page_count_check check (page_count between 1 and 2000)`);
  await knex.raw(
    'create index jobs_ottoman_created_idx on jobs (ottoman_output, legibility, created_at desc, id desc) where ottoman_output is not null',
  );
  const ottoman = await knex('languages').where({ name: 'Osmanlıca' }).first('id');
  if (ottoman && !(await knex('hat_turleri').where({ language_id: ottoman.id, name: 'Matbu' }).first('id')))
    await knex('hat_turleri').insert({ language_id: ottoman.id, name: 'Matbu', name_en: 'Printed (matbu)' });
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists jobs_ottoman_created_idx');
  await knex.raw(`alter table jobs drop constraint if exists jobs_ottoman_output_check,
    drop constraint if exists jobs_legibility_check, drop constraint if exists jobs_page_count_check`);
  await knex.schema.alterTable('jobs', (t) => {
    t.dropColumn('completion_checklist');
    t.dropColumn('name_sheet');
    t.dropColumn('legibility');
    t.dropColumn('page_count');
    t.dropColumn('ottoman_output');
  });
}
