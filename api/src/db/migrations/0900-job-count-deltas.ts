import type { Knex } from 'knex';

/**
 * A write to jobs no longer updates the shared `job_counts` rows: its trigger inserts what it changes into
 * `job_count_deltas`, rows no other write touches, and `fold_job_count_deltas()` moves them into job_counts in
 * the background (modules/jobs/job-count-folding.ts). Before, every offer and change of state updated the same
 * few rows (`quoted`, `open`, `status:<s>`) and held them until its transaction committed — under writes several
 * round trips of a busy server — so the writes waited for one another there. A total is now the sum of its
 * job_counts row and its deltas, read in one statement (modules/jobs/job-list-repository.ts, sumJobCounts), and
 * the fold is one statement too, so no reader sees a delta both folded and not.
 *
 * The notice of a changed total (migration 0570) now comes from the deltas' insert, and only when it inserted a row
 * (a job's update that moves no total, such as a message's, no longer forgets every kept total); the fold changes
 * no total and sends none.
 */
const KEEP_BY_DELTAS = `
  create or replace function job_counts_keep() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into job_count_deltas (key, n)
        select k, count(*) from new_jobs j, unnest(job_count_keys(j.status, j.offers_count, j.hidden_at, j.user_id, j.assigned_translator_id)) k group by k;
    elsif tg_op = 'DELETE' then
      insert into job_count_deltas (key, n)
        select k, -count(*) from old_jobs j, unnest(job_count_keys(j.status, j.offers_count, j.hidden_at, j.user_id, j.assigned_translator_id)) k group by k;
    else
      insert into job_count_deltas (key, n)
        select k, sum(d) from (
          select k, -1 as d from old_jobs j, unnest(job_count_keys(j.status, j.offers_count, j.hidden_at, j.user_id, j.assigned_translator_id)) k
          union all
          select k, 1 as d from new_jobs j, unnest(job_count_keys(j.status, j.offers_count, j.hidden_at, j.user_id, j.assigned_translator_id)) k
        ) c group by k having sum(d) <> 0;
    end if;
    return null;
  end $$`;

/** Migration 0200's function, as it was. */
const KEEP_IN_PLACE = `
  create or replace function job_counts_keep() returns trigger language plpgsql as $$
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
  end $$`;

/** The deltas committed so far, moved into job_counts in one statement (keys in order: two folds cannot deadlock). */
const FOLD = `
  create function fold_job_count_deltas() returns integer language sql as $$
    with moved as (delete from job_count_deltas returning key, n),
    folded as (
      insert into job_counts (key, n) select key, sum(n) from moved group by key order by key
      on conflict (key) do update set n = job_counts.n + excluded.n
      returning 1
    )
    select count(*)::integer from folded
  $$`;

const NOTICE = `
  create function job_count_deltas_notice() returns trigger language plpgsql as $$
  begin
    if exists (select from added) then
      perform pg_notify('job_counts_changed', '');
    end if;
    return null;
  end $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('lock table jobs in share row exclusive mode');
  await knex.raw('create table job_count_deltas (key text not null, n bigint not null)');
  await knex.raw('create index job_count_deltas_key on job_count_deltas (key)');
  await knex.raw(KEEP_BY_DELTAS);
  await knex.raw(FOLD);
  await knex.raw('drop trigger job_counts_changed on job_counts');
  await knex.raw(NOTICE);
  await knex.raw(`create trigger job_count_deltas_changed after insert on job_count_deltas
    referencing new table as added for each statement execute function job_count_deltas_notice()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('lock table jobs in share row exclusive mode');
  await knex.raw('select fold_job_count_deltas()');
  await knex.raw(KEEP_IN_PLACE);
  await knex.raw('drop trigger job_count_deltas_changed on job_count_deltas');
  await knex.raw('drop function job_count_deltas_notice()');
  await knex.raw(`create trigger job_counts_changed after insert or update or delete on job_counts
    for each statement execute function job_counts_changed_notice()`);
  await knex.raw('drop function fold_job_count_deltas()');
  await knex.raw('drop table job_count_deltas');
}
