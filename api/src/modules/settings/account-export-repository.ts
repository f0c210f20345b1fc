import type { Knex } from 'knex';

/**
 * The account's own columns for its data export (modules/privacy/export-repository.ts): listed, never `*`, so the
 * password hash and token version stay out.
 */
export function exportedAccount(db: Knex, userId: number) {
  return db('users')
    .where({ id: userId })
    .first(
      'id',
      'name',
      'surname',
      'email',
      'pending_email',
      'role',
      'birth_date',
      'phone',
      'country',
      'city',
      'district',
      'address',
      'languages',
      'avatar_url',
      'locale',
      'email_verified_at',
      'email_notifications',
      'sms_notifications',
      'job_alerts',
      'created_at',
      'updated_at',
    );
}

/** A translator's application as the data export gives it back. */
export function exportedTranslatorProfile(db: Knex, userId: number) {
  return db('translator_profiles')
    .where({ user_id: userId })
    .first(
      'status',
      'education_level',
      'university_name',
      'university_department',
      'experience',
      'description',
      'cv_file',
      'reviewed_at',
      'created_at',
    );
}
