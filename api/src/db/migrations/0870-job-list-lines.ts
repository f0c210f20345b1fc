import type { Knex } from 'knex';

/**
 * The lines of the job lists, ready (modules/jobs/job-list-lines.ts): one row per job, holding each role's line
 * (the admin's, the customer's, the open-jobs one) as the JSON text the API answers, so a page is its ids through
 * the list's index joined to these rows by key. The table starts empty and a read fills the lines it meets.
 *
 * Every job has its row from the start (filled here, then by a trigger on insert), so only writes lock these rows
 * and wait for them; a reader never does. A write to anything a line shows (the tables of migration 0590) marks the
 * job's lines stale in its own transaction: it raises `version` and clears the lines, in job order. A reader writes
 * a line back only where the version is still the one it read with the job's data (one statement, one snapshot),
 * and skips a row a write holds (job-list-repository.ts, storeLines): a line made from data a concurrent write has
 * since changed is never stored, and a reader waiting on a write that waits on it can never deadlock the two.
 */
const BY_JOB_ID = ['offers', 'job_output_files', 'job_messages', 'job_deadline_requests', 'job_previews'];

/** Marks the lines of the jobs `ids` (a select of job ids) stale; jobs gone in the same statement are skipped. */
const markStale = (ids: string) => `
  insert into job_list_lines (job_id, version)
  select distinct j.id, 1 from jobs j where j.id in (${ids}) order by j.id
  on conflict (job_id) do update
    set version = job_list_lines.version + 1, admin_line = null, customer_line = null, open_line = null`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table job_list_lines (
      job_id integer primary key,
      version integer not null default 0,
      admin_line text,
      customer_line text,
      open_line text
    )`);
  // Rows change often and stay narrow: updates stay on their page (HOT) and vacuum keeps up.
  await knex.raw('alter table job_list_lines set (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02)');
  await knex.raw('insert into job_list_lines (job_id) select id from jobs order by id');
  // The foreign key comes after the rows: checked in one join rather than once per row inserted.
  await knex.raw(`alter table job_list_lines add constraint job_list_lines_job_id_fkey
    foreign key (job_id) references jobs(id) on delete cascade`);

  // A statement's changed rows come in a transition table: one mark per job however many rows it changed.
  await knex.raw(`
    create function job_list_lines_mark_by_job_id() returns trigger language plpgsql as $$
    begin
      ${markStale('select job_id from changed')};
      return null;
    end $$`);
  await knex.raw(`
    create function job_list_lines_mark_jobs() returns trigger language plpgsql as $$
    begin
      ${markStale('select id from changed')};
      return null;
    end $$`);
  // A person's name or e-mail shows on the lines of the jobs they own, are assigned or have offered on.
  await knex.raw(`
    create function job_list_lines_mark_person() returns trigger language plpgsql as $$
    begin
      ${markStale(`select id from jobs where user_id = old.id or assigned_translator_id = old.id
        union all select job_id from offers where translator_id = old.id`)};
      return null;
    end $$`);

  for (const table of BY_JOB_ID) {
    for (const [event, rows] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await knex.raw(`create trigger ${table}_lines_${event} after ${event} on ${table}
        referencing ${rows} table as changed for each statement execute function job_list_lines_mark_by_job_id()`);
    }
  }
  // A new job gets its row (no line yet), and a deleted one takes its row along (the foreign key).
  await knex.raw(`
    create function job_list_lines_add_jobs() returns trigger language plpgsql as $$
    begin
      insert into job_list_lines (job_id) select id from changed order by id on conflict do nothing;
      return null;
    end $$`);
  await knex.raw(`create trigger jobs_lines_insert after insert on jobs
    referencing new table as changed for each statement execute function job_list_lines_add_jobs()`);
  await knex.raw(`create trigger jobs_lines_update after update on jobs
    referencing new table as changed for each statement execute function job_list_lines_mark_jobs()`);
  await knex.raw(`create trigger users_lines_change after update on users for each row
    when ((old.name, old.surname, old.email) is distinct from (new.name, new.surname, new.email))
    execute function job_list_lines_mark_person()`);
  await knex.raw(`create trigger users_lines_delete before delete on users for each row
    execute function job_list_lines_mark_person()`);
  // TRUNCATE has no rows to name: it clears every line.
  await knex.raw(`
    create function job_list_lines_clear() returns trigger language plpgsql as $$
    begin
      update job_list_lines set version = version + 1, admin_line = null, customer_line = null, open_line = null;
      return null;
    end $$`);
  for (const table of BY_JOB_ID)
    await knex.raw(`create trigger ${table}_lines_truncate after truncate on ${table}
      for each statement execute function job_list_lines_clear()`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of BY_JOB_ID) {
    for (const event of ['insert', 'update', 'delete', 'truncate'])
      await knex.raw(`drop trigger ${table}_lines_${event} on ${table}`);
  }
  await knex.raw('drop trigger jobs_lines_insert on jobs');
  await knex.raw('drop trigger jobs_lines_update on jobs');
  await knex.raw('drop trigger users_lines_change on users');
  await knex.raw('drop trigger users_lines_delete on users');
  await knex.raw('drop table job_list_lines');
  await knex.raw('drop function job_list_lines_mark_by_job_id()');
  await knex.raw('drop function job_list_lines_add_jobs()');
  await knex.raw('drop function job_list_lines_mark_jobs()');
  await knex.raw('drop function job_list_lines_mark_person()');
  await knex.raw('drop function job_list_lines_clear()');
}
