import type { Knex } from 'knex';

/**
 * Two-step sign-in and the account's sign-in sessions.
 * - account_two_step: the authenticator secret, sealed with FILES_KEY (lib/two-step/secret-box.ts); `enabled_at`
 *   stays null until the first code confirms the enrolment; `last_step` is the last accepted time step, so a code
 *   is never accepted twice.
 * - account_recovery_codes: SHA-256 of each one-time code, and when it was used.
 * - account_sessions: one row per sign-in, named by the token's `sid` claim (lib/tokens.ts). A token whose row is
 *   gone is refused; an insert or delete is announced on `session_changed` (migration 0560) so every instance
 *   forgets the account's kept session row (lib/sessions).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('account_two_step', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('secret_sealed').notNullable();
    t.timestamp('enabled_at', { useTz: true });
    t.bigInteger('last_step');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('account_recovery_codes', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('code_hash', 64).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.unique(['user_id', 'code_hash']);
  });
  await knex.schema.createTable('account_sessions', (t) => {
    t.string('id', 32).primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('token_version').notNullable();
    t.string('ip', 64);
    t.string('user_agent', 400);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
  await knex.raw(`create trigger account_sessions_session_changed after insert or delete on account_sessions
    for each row execute function session_changed_notice()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger account_sessions_session_changed on account_sessions');
  await knex.schema.dropTable('account_sessions');
  await knex.schema.dropTable('account_recovery_codes');
  await knex.schema.dropTable('account_two_step');
}
