import type { Knex } from 'knex';
import { firstNotice } from '../../modules/privacy/first-notice';

/**
 * The customer's data rights (KVKK / GDPR): the privacy notice in numbered versions (the office publishes a new one;
 * signed-in users are asked to consent again), every consent given or not given with the version, time and address,
 * and the account's data exports (a ZIP prepared in the background, kept for a limited time).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('privacy_notices', (t) => {
    t.increments('version');
    t.text('content_tr').notNullable();
    t.text('content_en').notNullable();
    t.integer('published_by').references('users.id').onDelete('SET NULL');
    t.timestamp('published_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex('privacy_notices').insert({ content_tr: firstNotice.tr, content_en: firstNotice.en });

  await knex.schema.createTable('privacy_consents', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // null when the sign-up did not say (a client that sends only the spec's fields)
    t.integer('notice_version').references('privacy_notices.version');
    t.boolean('given').notNullable();
    t.string('source', 10).notNullable();
    t.string('ip', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
  });
  await knex.raw(
    "alter table privacy_consents add constraint privacy_consents_source_check check (source in ('signup','renewal'))",
  );

  await knex.schema.createTable('data_exports', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.string('status', 10).notNullable().defaultTo('preparing');
    t.string('file_name', 300);
    t.bigInteger('size');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('ready_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true });
  });
  await knex.raw(
    "alter table data_exports add constraint data_exports_status_check check (status in ('preparing','ready','failed','expired'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('data_exports');
  await knex.schema.dropTable('privacy_consents');
  await knex.schema.dropTable('privacy_notices');
}
