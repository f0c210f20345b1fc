import type { Knex } from 'knex';

/**
 * The office's price list: language groups with a page and a word price, one row of rules (surcharges, minimum
 * charge, KDV, the office's pace), an audit of every change, and the estimate kept with each job. Money is integer
 * kuruş and rates basis points: no floating point in a price. A language belongs to one group at most.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('price_groups', (t) => {
    t.increments('id');
    t.string('name_tr', 100).notNullable();
    t.string('name_en', 100).notNullable();
    t.integer('per_page_kurus').notNullable().checkBetween([0, 1_000_000_000]);
    t.integer('per_word_kurus').notNullable().checkBetween([0, 1_000_000_000]);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('price_group_languages', (t) => {
    t.integer('language_id').primary().references('languages.id').onDelete('CASCADE');
    t.integer('group_id').notNullable().references('price_groups.id').onDelete('CASCADE');
    t.index(['group_id']);
  });
  await knex.schema.createTable('price_rules', (t) => {
    t.smallint('id').primary().checkIn(['1']);
    /** SurchargeTable of shared-ui/src/contracts/pricing-rules.ts: {kind: {key: {percent_bp, fixed_kurus}}}. */
    t.jsonb('surcharges').notNullable();
    t.integer('minimum_kurus').notNullable().checkBetween([0, 1_000_000_000]);
    t.integer('vat_bp').notNullable().checkBetween([0, 10_000]);
    t.integer('pages_per_day').notNullable().checkBetween([1, 1000]);
    t.integer('updated_by').references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('price_list_audit', (t) => {
    t.increments('id');
    t.string('entity', 20).notNullable().checkIn(['group', 'rules']);
    t.integer('entity_id');
    t.jsonb('before');
    t.jsonb('after');
    t.integer('actor_id').references('users.id').onDelete('SET NULL');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('job_estimates', (t) => {
    t.integer('job_id').primary().references('jobs.id').onDelete('CASCADE');
    t.integer('total_kurus').notNullable();
    t.integer('pages').notNullable();
    t.integer('words');
    t.date('due_date').notNullable();
    /** PriceLine[] of pricing-rules.ts, labelled in the reader's language when read. */
    t.jsonb('lines').notNullable();
    t.timestamp('made_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_estimates');
  await knex.schema.dropTable('price_list_audit');
  await knex.schema.dropTable('price_rules');
  await knex.schema.dropTable('price_group_languages');
  await knex.schema.dropTable('price_groups');
}
