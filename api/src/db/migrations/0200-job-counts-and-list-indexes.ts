import type { Knex } from 'knex';

/**
 * Lists that stay fast at 100,000 jobs.
 *
 * - `jobs.offers_count`, kept by a statement trigger on offers: a list no longer runs a count subquery per row,
 *   and "quoted" (waiting with offers) becomes a plain column condition an index can hold.
 * - `job_counts(key, n)`: the exact totals the lists show, kept by a statement trigger on jobs, so no request
 *   counts rows. Keys: `all`, `status:<s>`, `quoted`, `open` (what translators may bid on), `user:<id>` (a
 *   customer's visible jobs), `translator:<id>:<s>` (a translator's jobs by state). Statement triggers with
 *   transition tables keep a bulk insert to one upsert; the upsert touches keys in sorted order, so two
 *   transactions cannot deadlock on them.
 * - Indexes matching every filter and sort of the screens, ending in `id` for the keyset tiebreak.
 */
export async function up(knex: Knex): Promise<void> {
  // The indexes these replace go first: the rewrite below rebuilds every index the table has.
  await knex.raw('drop index if exists jobs_status_created_at_index');
  await knex.raw('drop index if exists jobs_created_at_index');
  // The column is added with its default, then filled by one rewrite of the table: a type change with USING writes
  // each row once and rebuilds the indexes in bulk, where an UPDATE of every row adds an entry to every index per
  // row (both timed at a million jobs in docs/measurements/migrations.md). USING takes no subquery, so the count is
  // a function for the length of the migration.
  await knex.raw('alter table jobs add column offers_count integer not null default 0');
  await knex.raw(`create function offers_count_at_migration(job integer) returns integer language sql stable as
    $$ select count(*)::integer from offers where job_id = job $$`);
  await knex.raw('alter table jobs alter column offers_count type integer using offers_count_at_migration(id)');
  await knex.raw('drop function offers_count_at_migration(integer)');

  await knex.raw(`
    create function offers_count_keep() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update jobs set offers_count = jobs.offers_count + c.n
          from (select job_id, count(*) as n from new_offers group by job_id) c where jobs.id = c.job_id;
      else
        update jobs set offers_count = greatest(jobs.offers_count - c.n, 0)
          from (select job_id, count(*) as n from old_offers group by job_id) c where jobs.id = c.job_id;
      end if;
      return null;
    end $$`);
  await knex.raw(`create trigger offers_count_insert after insert on offers
    referencing new table as new_offers for each statement execute function offers_count_keep()`);
  await knex.raw(`create trigger offers_count_delete after delete on offers
    referencing old table as old_offers for each statement execute function offers_count_keep()`);

  await knex.raw('create table job_counts (key text primary key, n bigint not null default 0)');
  await knex.raw(`
    create function job_count_keys(
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
    $$`);
  await knex.raw(`
    create function job_counts_keep() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into job_counts (key, n)
          select k, count(*) from new_jobs j, unnest(job_count_keys(j.status, j.offers_count, j.hidden_at, j.user_id, j.assigned_translator_id)) k group by k order by k
          on conflict (key) do update set n = job_counts.n + excluded.n;
      elsif tg_op = 'DELETE' then
        insert into job_counts (key, n)
          select k, -count(*) from old_jobs j, unnest(job_count_keys(j.status, j.offers_count, j.hidden_at, j.user_id, j.assigned_translator_id)) k group by k order by k
          on conflict (key) do update set n = job_counts.n + excluded.n;
      else
        insert into job_counts (key, n)
          select k, sum(d) from (
            select k, -1 as d from old_jobs j, unnest(job_count_keys(j.status, j.offers_count, j.hidden_at, j.user_id, j.assigned_translator_id)) k
            union all
            select k, 1 as d from new_jobs j, unnest(job_count_keys(j.status, j.offers_count, j.hidden_at, j.user_id, j.assigned_translator_id)) k
          ) c group by k having sum(d) <> 0 order by k
          on conflict (key) do update set n = job_counts.n + excluded.n;
      end if;
      return null;
    end $$`);
  await knex.raw(`create trigger job_counts_insert after insert on jobs
    referencing new table as new_jobs for each statement execute function job_counts_keep()`);
  await knex.raw(`create trigger job_counts_update after update on jobs
    referencing old table as old_jobs new table as new_jobs for each statement execute function job_counts_keep()`);
  await knex.raw(`create trigger job_counts_delete after delete on jobs
    referencing old table as old_jobs for each statement execute function job_counts_keep()`);
  // A job's keys depend on these five columns only: each combination's keys are made once, with its number of jobs.
  await knex.raw(`insert into job_counts (key, n)
    select k, sum(j.n) from (
      select status, offers_count, hidden_at, user_id, assigned_translator_id, count(*) as n
      from jobs group by status, offers_count, hidden_at, user_id, assigned_translator_id
    ) j, unnest(job_count_keys(j.status, j.offers_count, j.hidden_at, j.user_id, j.assigned_translator_id)) k
    group by k order by k`);

  // Admin list: newest first (or any sortable column), all jobs or one state.
  await knex.raw('create index jobs_created_at_id on jobs (created_at, id)');
  await knex.raw('create index jobs_status_created_at_id on jobs (status, created_at, id)');
  await knex.raw('create index jobs_status_id on jobs (status, id)');
  await knex.raw('create index jobs_delivery_date_id on jobs (delivery_date, id)');
  await knex.raw('create index jobs_admin_price_id on jobs (admin_price, id)');
  await knex.raw("create index jobs_quoted on jobs (created_at, id) where status = 'waiting' and offers_count > 0");
  // Customer list: own jobs that are not hidden.
  await knex.raw('create index jobs_user_visible on jobs (user_id, created_at, id) where hidden_at is null');
  // Translator lists: open jobs, and their own by state.
  await knex.raw("create index jobs_open on jobs (created_at, id) where status = 'waiting' and hidden_at is null");
  await knex.raw(
    "create index jobs_open_delivery on jobs (delivery_date, id) where status = 'waiting' and hidden_at is null",
  );
  await knex.raw('create index jobs_translator_status on jobs (assigned_translator_id, status, created_at, id)');
  await knex.raw('analyze jobs');
}

export async function down(knex: Knex): Promise<void> {
  for (const index of [
    'jobs_created_at_id',
    'jobs_status_created_at_id',
    'jobs_status_id',
    'jobs_delivery_date_id',
    'jobs_admin_price_id',
    'jobs_quoted',
    'jobs_user_visible',
    'jobs_open',
    'jobs_open_delivery',
    'jobs_translator_status',
  ])
    await knex.raw(`drop index if exists ${index}`);
  await knex.raw('create index jobs_status_created_at_index on jobs (status, created_at)');
  await knex.raw('create index jobs_created_at_index on jobs (created_at)');
  await knex.raw('drop trigger job_counts_insert on jobs');
  await knex.raw('drop trigger job_counts_update on jobs');
  await knex.raw('drop trigger job_counts_delete on jobs');
  await knex.raw('drop function job_counts_keep()');
  await knex.raw('drop function job_count_keys(text, integer, timestamptz, integer, integer)');
  await knex.raw('drop table job_counts');
  await knex.raw('drop trigger offers_count_insert on offers');
  await knex.raw('drop trigger offers_count_delete on offers');
  await knex.raw('drop function offers_count_keep()');
  await knex.raw('alter table jobs drop column offers_count');
}
