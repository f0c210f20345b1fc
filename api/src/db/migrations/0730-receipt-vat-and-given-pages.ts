import type { Knex } from 'knex';

/**
 * A receipt states the price list's KDV rate, which has two decimals (basis points in price_rules.vat_bp): the
 * receipt's rate column takes them. An estimate keeps whether its pages were counted in the document or given by
 * the customer (a scan's page count), so the office sees which when it prices the job.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table receipts alter column vat_rate type numeric(5, 2)');
  await knex.schema.alterTable('job_estimates', (t) => {
    t.string('pages_from', 10).notNullable().defaultTo('document').checkIn(['document', 'customer']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('job_estimates', (t) => {
    t.dropColumn('pages_from');
  });
  await knex.raw('alter table receipts alter column vat_rate type integer using round(vat_rate)');
}
