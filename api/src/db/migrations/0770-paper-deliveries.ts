import type { Knex } from 'knex';

/**
 * Paper deliveries (shared-ui/src/contracts/paper-delivery.ts): the postal address kept in the customer's profile,
 * the delivery each certified order chose with the office's shipping step, and the consular legalisation type's
 * surcharge in a price list saved before that type existed (the apostille's, which it builds on).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_postal_addresses', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.string('recipient', 200).notNullable();
    t.string('address', 500).notNullable();
    t.string('city', 100).notNullable();
    t.string('postal_code', 20);
    t.string('country', 2).notNullable();
    t.string('phone', 30);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('job_paper_deliveries', (t) => {
    t.integer('job_id').primary().references('jobs.id').onDelete('CASCADE');
    t.string('method', 10).notNullable().checkIn(['collect', 'courier', 'post']);
    /** The address as it was at the order: a later profile edit does not move a paper already on its way. */
    t.string('recipient', 200);
    t.string('address', 500);
    t.string('city', 100);
    t.string('postal_code', 20);
    t.string('country', 2);
    t.string('phone', 30);
    t.string('status', 10).notNullable().defaultTo('preparing').checkIn(['preparing', 'shipped', 'ready']);
    t.string('carrier', 100);
    t.string('tracking_number', 100);
    t.timestamp('shipped_at', { useTz: true });
    t.timestamp('ready_at', { useTz: true });
    t.integer('updated_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `update price_rules
        set surcharges = jsonb_set(surcharges, '{translation_type,consular}', surcharges->'translation_type'->'apostille')
      where surcharges->'translation_type'->'apostille' is not null
        and surcharges->'translation_type'->'consular' is null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`update price_rules set surcharges = surcharges #- '{translation_type,consular}'`);
  await knex.schema.dropTable('job_paper_deliveries');
  await knex.schema.dropTable('user_postal_addresses');
}
