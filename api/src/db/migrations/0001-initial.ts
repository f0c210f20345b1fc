import type { Knex } from 'knex';

/** Every entity of spec section 3. Later work adds behaviour, not tables. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('surname', 100).notNullable();
    t.string('email', 254).notNullable();
    t.string('password_hash').notNullable();
    t.string('role', 20).notNullable().defaultTo('user');
    t.date('birth_date');
    t.string('phone', 32);
    t.string('country', 100);
    t.string('city', 100);
    t.string('district', 100);
    t.string('address', 500);
    t.text('languages');
    t.string('avatar_url', 500);
    t.string('pending_email', 254);
    t.timestamp('email_verified_at', { useTz: true });
    t.integer('token_version').notNullable().defaultTo(0);
    t.boolean('email_notifications').notNullable().defaultTo(true);
    t.boolean('sms_notifications').notNullable().defaultTo(false);
    t.timestamp('deleted_at', { useTz: true });
    t.timestamps(true, true);
  });
  await knex.raw('create unique index users_email_unique on users (lower(email)) where deleted_at is null');
  await knex.raw("alter table users add constraint users_role_check check (role in ('user','translator','admin'))");

  await knex.schema.createTable('translator_profiles', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.string('status', 20).notNullable().defaultTo('pending');
    t.string('education_level', 10).notNullable();
    t.string('university_name', 200);
    t.string('university_department', 200);
    t.text('experience');
    t.text('description');
    t.string('cv_file', 300);
    t.boolean('is_featured').notNullable().defaultTo(false);
    t.timestamp('reviewed_at', { useTz: true });
    t.timestamps(true, true);
  });
  await knex.raw(
    "alter table translator_profiles add constraint translator_status_check check (status in ('pending','approved','rejected'))",
  );

  await knex.schema.createTable('certificates', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.string('file_name', 300).notNullable();
    t.string('mime', 100).notNullable();
    t.integer('size').notNullable();
    t.timestamp('uploaded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('email_tokens', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('purpose', 20).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.string('email', 254).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'purpose']);
  });

  await knex.schema.createTable('languages', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('hat_turleri', (t) => {
    t.increments('id');
    t.integer('language_id').notNullable().references('languages.id').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.unique(['language_id', 'name']);
  });

  await knex.schema.createTable('jobs', (t) => {
    t.increments('id');
    t.integer('user_id').references('users.id').onDelete('SET NULL').index();
    t.string('file_name', 300).notNullable();
    t.string('file_mime', 100).notNullable();
    t.integer('file_size').notNullable();
    t.text('description').notNullable();
    t.string('source_lang', 100).notNullable();
    t.string('target_lang', 100).notNullable();
    t.string('translation_type', 20).notNullable();
    t.string('specialization', 20).notNullable();
    t.integer('hat_tur_id').references('hat_turleri.id').onDelete('SET NULL');
    t.string('hat_tur_name', 100);
    t.date('delivery_date').notNullable();
    t.string('status', 30).notNullable().defaultTo('waiting');
    t.decimal('admin_price', 12, 2);
    t.decimal('translator_price', 12, 2);
    t.boolean('is_paid').notNullable().defaultTo(false);
    t.timestamp('paid_at', { useTz: true });
    t.timestamp('payment_notified_at', { useTz: true });
    t.integer('assigned_translator_id').references('users.id').onDelete('SET NULL').index();
    t.timestamp('assigned_at', { useTz: true });
    t.timestamp('output_upload_date', { useTz: true });
    t.timestamp('completed_at', { useTz: true });
    t.timestamp('hidden_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['status', 'created_at']);
    t.index(['created_at']);
  });
  await knex.raw(
    "alter table jobs add constraint jobs_status_check check (status in ('waiting','waiting_payment','in_progress','revision_requested','completed','cancelled'))",
  );

  await knex.schema.createTable('job_output_files', (t) => {
    t.increments('id');
    t.integer('job_id').notNullable().references('jobs.id').onDelete('CASCADE').index();
    t.string('file_name', 300).notNullable();
    t.string('mime', 100).notNullable();
    t.integer('size').notNullable();
    t.integer('uploaded_by').references('users.id').onDelete('SET NULL');
    t.timestamp('uploaded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('offers', (t) => {
    t.increments('id');
    t.integer('job_id').notNullable().references('jobs.id').onDelete('CASCADE');
    t.integer('translator_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.decimal('price', 12, 2).notNullable();
    t.date('delivery_date').notNullable();
    t.timestamps(true, true);
    t.unique(['job_id', 'translator_id']);
  });

  await knex.schema.createTable('job_audit', (t) => {
    t.increments('id');
    t.integer('job_id').notNullable().references('jobs.id').onDelete('CASCADE').index();
    t.integer('actor_id').references('users.id').onDelete('SET NULL');
    t.string('action', 40).notNullable();
    t.string('from_status', 30);
    t.string('to_status', 30);
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('testimonials', (t) => {
    t.increments('id');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('name', 100).notNullable();
    t.text('comment').notNullable();
    t.smallint('stars').notNullable();
    t.string('status', 20).notNullable().defaultTo('pending');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('sliders', (t) => {
    t.increments('id');
    t.string('image', 500).notNullable();
    t.string('title', 200).notNullable();
    t.text('description').notNullable();
    t.string('link', 500);
    t.string('category', 100);
    t.boolean('status').notNullable().defaultTo(false);
    t.string('title_color', 9).notNullable().defaultTo('#ffffff');
    t.string('desc_color', 9).notNullable().defaultTo('#dddddd');
    t.integer('order').notNullable().defaultTo(0);
    t.timestamps(true, true);
  });

  await knex.schema.createTable('pages', (t) => {
    t.increments('id');
    t.string('title', 200).notNullable();
    t.string('slug', 200).notNullable().unique();
    t.text('content').notNullable().defaultTo('');
    t.timestamps(true, true);
  });

  await knex.schema.createTable('services', (t) => {
    t.increments('id');
    t.string('slug', 200).notNullable().unique();
    t.string('short_slug', 100).unique();
    t.string('title_tr', 200).notNullable();
    t.string('title_en', 200).notNullable();
    t.text('content_tr').notNullable().defaultTo('');
    t.text('content_en').notNullable().defaultTo('');
    t.timestamps(true, true);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'services',
    'pages',
    'sliders',
    'testimonials',
    'job_audit',
    'offers',
    'job_output_files',
    'jobs',
    'hat_turleri',
    'languages',
    'email_tokens',
    'certificates',
    'translator_profiles',
    'users',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
