import type { Knex } from 'knex';

/**
 * The kept session row says whether the account signs in with two steps (lib/sessions/session-repository.ts), so
 * an admin request decides the office's admins-must-enrol rule without reading account_two_step. Turning it on
 * (enabled_at set) or off (the row deleted) is announced on `session_changed` like the other changes of a session
 * row (migration 0560's function): every instance forgets the account's kept row. A code's use (last_step) changes
 * nothing kept and is not announced.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create trigger account_two_step_session_changed
    after insert or delete or update of enabled_at on account_two_step
    for each row execute function session_changed_notice()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger account_two_step_session_changed on account_two_step');
}
