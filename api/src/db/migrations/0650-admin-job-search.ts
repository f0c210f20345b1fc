import type { Knex } from 'knex';

/**
 * The admin's search (`GET /admin/jobs?q=`, jobs/job-search.ts): words of a job's description, its customer's
 * name, surname or e-mail, matched anywhere in the text, the way a Turkish reader expects letters to fold.
 *
 * `tr_fold` maps İ, I and ı to i, and ş, ğ, ç, ö, ü (and the circumflexed â, î, û) to their plain letters before
 * lowering, so "isik", "IŞIK" and "ışık" are one word and an ASCII keyboard finds Turkish text; the translation
 * comes first because lower('İ') is two characters outside a Turkish locale and lower('I') is ı inside one. The
 * same function folds the stored text (in the indexes below) and the words asked, so both sides always agree.
 * It is PL/pgSQL with a high cost on purpose: an SQL function is inlined into lower(translate(…)), which the
 * planner prices as two cheap operators and then prefers to fold every row of the table over the trigram index
 * (400 ms instead of 2 ms at 20,000 jobs, EXPLAIN ANALYZE).
 *
 * Trigram indexes (pg_trgm) on the folded texts answer `like '%word%'` without reading the table: the
 * description's on jobs, the customer's on users (a customer's name is on every job of theirs, so it is matched
 * once on users, then their jobs are found through jobs(user_id)). Expression indexes, not derived columns: no
 * trigger has to keep a copy right when a name or a description changes.
 */
const FOLD = `
  create or replace function tr_fold(value text) returns text
  language plpgsql immutable strict parallel safe cost 100 as $$
    begin
      return lower(translate(value, 'İIıŞşĞğÇçÖöÜüÂâÎîÛû', 'iiissggccoouuaaiiuu'));
    end
  $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
  await knex.raw(FOLD);
  // a GIN index builds in memory, then merges: with the default 64 MB a million descriptions spill many times
  await knex.raw("set local maintenance_work_mem = '256MB'");
  await knex.raw('create index jobs_description_folded on jobs using gin (tr_fold(description) gin_trgm_ops)');
  await knex.raw(`create index users_person_folded on users
    using gin (tr_fold(name || ' ' || surname || ' ' || email) gin_trgm_ops)`);
  await knex.raw('analyze jobs');
  await knex.raw('analyze users');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index users_person_folded');
  await knex.raw('drop index jobs_description_folded');
  await knex.raw('drop function tr_fold(text)');
}
