import type { Knex } from 'knex';

/**
 * The legalisation planner's choice on the job: the country where the document will be used and the
 * route the planner showed for it (domestic, apostille or consular), kept as it was decided at the order even if
 * the list of Apostille Convention members changes later.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.string('legalisation_country', 2);
    t.string('legalisation_route', 12);
  });
  await knex.raw(
    "alter table jobs add constraint jobs_legalisation_route_check check (legalisation_route in ('domestic','apostille','consular'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table jobs drop constraint if exists jobs_legalisation_route_check');
  await knex.schema.alterTable('jobs', (t) => {
    t.dropColumn('legalisation_route');
    t.dropColumn('legalisation_country');
  });
}
