import type { Knex } from 'knex';

/** One number bumped by every admin content write, so each instance knows when its cached content is stale. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create table content_version (id integer primary key default 1 check (id = 1), v bigint not null)');
  await knex.raw('insert into content_version (id, v) values (1, 0)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table content_version');
}
