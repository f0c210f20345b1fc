import type { Knex } from 'knex';

/**
 * Where a translator is paid (account holder and IBAN), and the office's payouts — each settles one or
 * more completed jobs of one translator, on a day, with the bank's reference, and records who entered it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payout_details', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.string('account_holder', 120).notNullable();
    t.string('iban', 34).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('payouts', (t) => {
    t.increments('id');
    t.integer('translator_id').notNullable().references('users.id').index();
    t.date('paid_on').notNullable();
    t.string('reference', 100).notNullable();
    t.decimal('amount', 12, 2).notNullable();
    t.integer('recorded_by').notNullable().references('users.id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.alterTable('jobs', (t) => {
    t.integer('payout_id').references('payouts.id').index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.dropColumn('payout_id');
  });
  await knex.schema.dropTable('payouts');
  await knex.schema.dropTable('payout_details');
}
