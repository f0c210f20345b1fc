import type { Knex } from 'knex';

/**
 * Each API instance keeps the session rows it has read (lib/sessions), so an authenticated request
 * costs no database round trip. What can revoke or change a session — the account's role, token version,
 * deletion, name or e-mail, and a translator's approval — is announced on the `session_changed` channel with the
 * account's id, after the change commits, to every instance listening.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function session_changed_notice() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'users' then
        perform pg_notify('session_changed', old.id::text);
      elsif tg_op = 'INSERT' then
        perform pg_notify('session_changed', new.user_id::text);
      else
        perform pg_notify('session_changed', old.user_id::text);
      end if;
      return null;
    end $$`);
  await knex.raw(`create trigger users_session_changed after update or delete on users
    for each row execute function session_changed_notice()`);
  await knex.raw(`create trigger translator_profiles_session_changed after insert or update or delete
    on translator_profiles for each row execute function session_changed_notice()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger translator_profiles_session_changed on translator_profiles');
  await knex.raw('drop trigger users_session_changed on users');
  await knex.raw('drop function session_changed_notice()');
}
