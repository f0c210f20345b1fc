import type { Knex } from 'knex';

/**
 * Spec 2.7: the customer's jobs table pages each tab on the server (active, done, cancelled), so each tab needs
 * its own total without counting rows. job_counts gains `user:<id>:<status>` (a customer's visible jobs by
 * state; a tab's total is the sum of its states), kept by the same trigger as the other keys (migration 0200)
 * through the key function it calls. The table is locked against writes while the function changes and the new
 * keys are counted, so no job written meanwhile is counted twice or missed.
 *
 * Indexes for the tabs' pages, newest first (or oldest), read from either end: done and cancelled are one state,
 * `(user_id, status, created_at, id)`; active is every other state, which no ordered walk of a status index can
 * give, so it has its own partial index.
 */
const KEYS_WITH_CUSTOMER_STATES = `
  create or replace function job_count_keys(
    status text, offers_count integer, hidden_at timestamptz, user_id integer, translator_id integer
  ) returns text[] language sql immutable as $$
    select array_remove(array[
      'all',
      'status:' || status,
      case when status = 'waiting' and offers_count > 0 then 'quoted' end,
      case when status = 'waiting' and hidden_at is null then 'open' end,
      case when user_id is not null and hidden_at is null then 'user:' || user_id end,
      case when user_id is not null and hidden_at is null then 'user:' || user_id || ':' || status end,
      case when translator_id is not null then 'translator:' || translator_id || ':' || status end
    ], null)
  $$`;

/** Migration 0200's function, as it was. */
const KEYS_BEFORE = `
  create or replace function job_count_keys(
    status text, offers_count integer, hidden_at timestamptz, user_id integer, translator_id integer
  ) returns text[] language sql immutable as $$
    select array_remove(array[
      'all',
      'status:' || status,
      case when status = 'waiting' and offers_count > 0 then 'quoted' end,
      case when status = 'waiting' and hidden_at is null then 'open' end,
      case when user_id is not null and hidden_at is null then 'user:' || user_id end,
      case when translator_id is not null then 'translator:' || translator_id || ':' || status end
    ], null)
  $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('lock table jobs in share row exclusive mode');
  await knex.raw(KEYS_WITH_CUSTOMER_STATES);
  await knex.raw(`insert into job_counts (key, n)
    select 'user:' || user_id || ':' || status, count(*) from jobs
    where user_id is not null and hidden_at is null group by user_id, status order by 1
    on conflict (key) do update set n = excluded.n`);
  await knex.raw(
    'create index jobs_user_visible_status on jobs (user_id, status, created_at, id) where hidden_at is null',
  );
  await knex.raw(`create index jobs_user_visible_active on jobs (user_id, created_at, id)
    where hidden_at is null and status not in ('completed', 'cancelled')`);
  await knex.raw('analyze jobs');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('lock table jobs in share row exclusive mode');
  await knex.raw('drop index if exists jobs_user_visible_active');
  await knex.raw('drop index if exists jobs_user_visible_status');
  await knex.raw(KEYS_BEFORE);
  await knex.raw("delete from job_counts where key like 'user:%:%'");
}
