import type { Knex } from 'knex';

/**
 * Card payments through iyzico (one row per checkout form, unique by its token), their refunds, the customer's
 * billing details (kept in the profile), and receipts numbered per year from a counter row that the paying
 * transaction updates: a rolled-back payment gives its number back, so the numbering has no gaps.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('card_payments', (t) => {
    t.increments('id');
    t.integer('job_id').notNullable().references('jobs.id').index();
    t.integer('user_id').notNullable().references('users.id');
    t.string('conversation_id', 64).notNullable().unique();
    t.string('token', 128).unique();
    t.decimal('price', 12, 2).notNullable();
    t.string('currency', 3).notNullable();
    /** started → paid | failed; paid → refunded when the whole amount went back. */
    t.string('status', 20).notNullable().defaultTo('started');
    t.string('provider_payment_id', 64);
    /** The basket item's transaction at iyzico: what a refund names. */
    t.string('provider_transaction_id', 64);
    t.string('failure', 200);
    t.decimal('refunded_amount', 12, 2).notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('paid_at', { useTz: true });
  });
  // A job is paid by card at most once at a time, whatever the number of callbacks or checkout forms.
  await knex.raw("create unique index card_payments_one_paid_per_job on card_payments (job_id) where status = 'paid'");
  await knex.schema.createTable('card_refunds', (t) => {
    t.increments('id');
    t.integer('card_payment_id').notNullable().references('card_payments.id').index();
    t.decimal('amount', 12, 2).notNullable();
    t.integer('actor_id').notNullable().references('users.id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('billing_details', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.string('kind', 12).notNullable();
    t.string('full_name', 200).notNullable();
    t.string('tckn', 11);
    t.string('company_name', 200);
    t.string('vkn', 10);
    t.string('tax_office', 100);
    t.string('address', 500).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('receipt_counters', (t) => {
    t.integer('year').primary();
    t.integer('last_number').notNullable();
  });
  await knex.schema.createTable('receipts', (t) => {
    t.increments('id');
    t.integer('job_id').notNullable().references('jobs.id').index();
    t.integer('year').notNullable();
    t.integer('number').notNullable();
    t.string('method', 20).notNullable();
    t.integer('card_payment_id').references('card_payments.id');
    t.decimal('total', 12, 2).notNullable();
    t.decimal('vat', 12, 2).notNullable();
    t.integer('vat_rate').notNullable();
    /** What the receipt says, frozen when it is issued: office, customer and lines. */
    t.jsonb('content').notNullable();
    t.timestamp('issued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['year', 'number']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('receipts');
  await knex.schema.dropTable('receipt_counters');
  await knex.schema.dropTable('billing_details');
  await knex.schema.dropTable('card_refunds');
  await knex.schema.dropTable('card_payments');
}
