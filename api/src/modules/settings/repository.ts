import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { ProfileData } from 'shared-ui/contracts';
import { Certificate } from '../../db/models/content';
import { EmailToken, type EmailTokenPurpose } from '../../db/models/email-token';
import { TranslatorProfile } from '../../db/models/translator-profile';
import { User } from '../../db/models/user';
import { deletePayoutDetails } from '../payouts/repository';

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The account's columns and, for a translator, the application's (null for anyone else: a left join). */
export type ProfileRow = Pick<
  ModelObject<User>,
  | 'id'
  | 'name'
  | 'surname'
  | 'email'
  | 'pending_email'
  | 'role'
  | 'birth_date'
  | 'phone'
  | 'country'
  | 'city'
  | 'district'
  | 'address'
  | 'languages'
  | 'avatar_url'
> &
  Nullable<
    Pick<ModelObject<TranslatorProfile>, 'education_level' | 'university_name' | 'university_department' | 'experience'>
  >;

export async function findProfile(db: Knex, userId: number): Promise<ProfileRow | undefined> {
  return User.query(db)
    .leftJoin('translator_profiles as tp', 'tp.user_id', 'users.id')
    .where('users.id', userId)
    .modify('active')
    .select(
      'users.id',
      'users.name',
      'users.surname',
      'users.email',
      'users.pending_email',
      'users.role',
      'users.birth_date',
      'users.phone',
      'users.country',
      'users.city',
      'users.district',
      'users.address',
      'users.languages',
      'users.avatar_url',
      'tp.education_level',
      'tp.university_name',
      'tp.university_department',
      'tp.experience',
    )
    .first()
    .castTo<ProfileRow | undefined>();
}

export async function updateProfileRow(db: Knex, userId: number, input: ProfileData): Promise<void> {
  await User.query(db)
    .where({ id: userId })
    .modify('active')
    .patch({ ...input, updated_at: db.fn.now() });
}

export async function updateUserColumns(
  db: Knex,
  userId: number,
  columns: Partial<
    Pick<ModelObject<User>, 'email_notifications' | 'sms_notifications' | 'job_alerts' | 'avatar_url' | 'languages'>
  >,
): Promise<void> {
  await User.query(db)
    .where({ id: userId })
    .modify('active')
    .patch({ ...columns, updated_at: db.fn.now() });
}

/** What the security check needs; the hash is read here and never leaves the settings services. */
export type CredentialsRow = Pick<ModelObject<User>, 'id' | 'name' | 'email' | 'role' | 'password_hash'>;

export async function findCredentials(db: Knex, userId: number): Promise<CredentialsRow | undefined> {
  return User.query(db)
    .where({ id: userId })
    .modify('active')
    .select('id', 'name', 'email', 'role', 'password_hash')
    .first();
}

export async function emailBelongsToOther(db: Knex, email: string, userId: number): Promise<boolean> {
  return Boolean(
    await User.query(db)
      .whereRaw('lower(email) = ?', [email.toLowerCase()])
      .modify('active')
      .whereNot({ id: userId })
      .select('id')
      .first(),
  );
}

export type CertificateRow = Pick<ModelObject<Certificate>, 'id' | 'user_id' | 'file_name' | 'uploaded_at'>;

export async function findOwnCertificates(db: Knex, userId: number): Promise<CertificateRow[]> {
  return Certificate.query(db)
    .where({ user_id: userId })
    .orderBy(['uploaded_at', 'id'])
    .select('id', 'user_id', 'file_name', 'uploaded_at');
}

export async function findCertificate(db: Knex, id: number): Promise<CertificateRow | undefined> {
  return Certificate.query(db).where({ id }).select('id', 'user_id', 'file_name', 'uploaded_at').first();
}

export async function insertCertificate(
  db: Knex,
  certificate: Pick<ModelObject<Certificate>, 'user_id' | 'file_name' | 'mime' | 'size'>,
): Promise<CertificateRow> {
  return Certificate.query(db).insert(certificate).returning(['id', 'user_id', 'file_name', 'uploaded_at']);
}

/** Certificates sent with a translator's application (modules/translators/application.ts). */
export async function insertApplicationCertificate(
  trx: Knex,
  certificate: Pick<ModelObject<Certificate>, 'user_id' | 'file_name' | 'mime' | 'size'>,
): Promise<void> {
  await Certificate.query(trx).insert(certificate);
}

/** Each translator's certificates, for the admin's translator lists (modules/translators/admin-lists.ts). */
export async function findCertificatesOf(db: Knex, userIds: number[]): Promise<Map<number, CertificateRow[]>> {
  const byUser = new Map<number, CertificateRow[]>();
  if (!userIds.length) return byUser;
  const rows: CertificateRow[] = await Certificate.query(db)
    .whereIn('user_id', userIds)
    .orderBy(['uploaded_at', 'id'])
    .select('id', 'user_id', 'file_name', 'uploaded_at');
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  return byUser;
}

export async function hasCertificateFile(db: Knex, userId: number, fileName: string): Promise<boolean> {
  return Boolean(await Certificate.query(db).where({ user_id: userId, file_name: fileName }).select('id').first());
}

/** The account's certificates as the data export lists them (modules/privacy/export-repository.ts). */
export function exportedCertificates(db: Knex, userId: number) {
  return db('certificates')
    .where({ user_id: userId })
    .orderBy('id')
    .select('id', 'file_name', 'mime', 'size', 'uploaded_at');
}

/** Answers whether the row went (counted from `returning`: PGlite answers a bare delete with an object). */
export async function deleteOwnCertificate(db: Knex, userId: number, id: number): Promise<boolean> {
  const deleted = await Certificate.query(db).where({ id, user_id: userId }).delete().returning('id');
  return deleted.length > 0;
}

export type NotificationColumns = Pick<
  ModelObject<User>,
  'role' | 'email_notifications' | 'sms_notifications' | 'job_alerts'
>;

export async function findNotificationColumns(db: Knex, userId: number): Promise<NotificationColumns | undefined> {
  return User.query(db)
    .where({ id: userId })
    .modify('active')
    .select('role', 'email_notifications', 'sms_notifications', 'job_alerts')
    .first();
}

/** The new password bumps the token version (every older session ends); answers the new version. */
export async function setPasswordBumpingVersion(
  db: Knex,
  userId: number,
  passwordHash: string,
): Promise<number | null> {
  const [row] = await User.query(db)
    .where({ id: userId })
    .patch({ password_hash: passwordHash, token_version: db.raw('token_version + 1'), updated_at: db.fn.now() })
    .returning('token_version');
  return row?.token_version ?? null;
}

/** A reset link mailed before the change must not undo it. */
export async function expireUnusedResetTokens(db: Knex, userId: number): Promise<void> {
  await EmailToken.query(db)
    .where({ user_id: userId, purpose: 'reset' })
    .whereNull('used_at')
    .patch({ used_at: db.fn.now() });
}

export async function setPendingEmail(db: Knex, userId: number, email: string): Promise<void> {
  await User.query(db).where({ id: userId }).patch({ pending_email: email, updated_at: db.fn.now() });
}

/** The account row under a lock, for its deletion. */
export async function lockActiveUser(
  trx: Knex,
  userId: number,
): Promise<Pick<ModelObject<User>, 'id' | 'role' | 'avatar_url' | 'email' | 'phone'> | undefined> {
  return User.query(trx)
    .where({ id: userId })
    .modify('active')
    .forUpdate()
    .select('id', 'role', 'avatar_url', 'email', 'phone')
    .first();
}

export async function anotherActiveAdminExists(db: Knex, userId: number): Promise<boolean> {
  const other = await User.query(db)
    .where({ role: 'admin' })
    .modify('active')
    .whereNot({ id: userId })
    .select('id')
    .first();
  return Boolean(other);
}

export async function findCvFile(db: Knex, userId: number): Promise<string | null> {
  const profile = await TranslatorProfile.query(db).where({ user_id: userId }).select('cv_file').first();
  return profile?.cv_file ?? null;
}

/** Removes the translator's certificate rows and answers their stored file names. */
export async function deleteCertificatesOf(db: Knex, userId: number): Promise<string[]> {
  const names = (await Certificate.query(db).where({ user_id: userId }).select('file_name')).map((c) => c.file_name);
  await Certificate.query(db).where({ user_id: userId }).delete();
  return names;
}

export async function clearTranslatorProfile(db: Knex, userId: number): Promise<void> {
  await TranslatorProfile.query(db).where({ user_id: userId }).patch({
    is_featured: false,
    cv_file: null,
    university_name: null,
    university_department: null,
    experience: null,
    description: null,
    updated_at: db.fn.now(),
  });
}

/** Personal data goes; the row stays (jobs keep their user_id for finance) and every session ends. */
export async function anonymiseUser(db: Knex, userId: number): Promise<void> {
  await User.query(db)
    .where({ id: userId })
    .patch({
      name: 'Silinmiş',
      surname: 'Kullanıcı',
      email: `deleted-${userId}@deleted.invalid`,
      pending_email: null,
      phone: null,
      address: null,
      birth_date: null,
      avatar_url: null,
      country: null,
      city: null,
      district: null,
      languages: null,
      email_notifications: false,
      sms_notifications: false,
      deleted_at: db.fn.now(),
      token_version: db.raw('token_version + 1'),
      updated_at: db.fn.now(),
    });
  await expireAllUnusedTokens(db, userId);
  // bank details are personal data: they go with the account
  await deletePayoutDetails(db, userId);
}

// E-mail tokens: issued and consumed by modules/auth/email-tokens.ts, purged nightly by lib/tasks/task-definitions.ts.

/** The user's unused tokens of that purpose stop working (a newer link replaces them). */
export async function expireUnusedTokens(
  db: Knex,
  userId: number,
  purpose: EmailTokenPurpose,
  at: Date,
): Promise<void> {
  await EmailToken.query(db).where({ user_id: userId, purpose }).whereNull('used_at').patch({ used_at: at });
}

export async function insertEmailToken(
  db: Knex,
  token: Pick<ModelObject<EmailToken>, 'user_id' | 'purpose' | 'token_hash' | 'email' | 'expires_at'>,
): Promise<void> {
  await EmailToken.query(db).insert(token);
}

export type EmailTokenRow = Pick<ModelObject<EmailToken>, 'id' | 'user_id' | 'purpose' | 'email'>;

/**
 * Marks the token used and answers it, unless it is unknown, expired, used or of another purpose. Guarded
 * (`used_at is null`), so two concurrent clicks cannot both succeed.
 */
export async function useEmailToken(
  db: Knex,
  match: { tokenHash: string; purposes: EmailTokenPurpose[]; email?: string },
): Promise<EmailTokenRow | undefined> {
  const query = EmailToken.query(db)
    .where({ token_hash: match.tokenHash })
    .whereIn('purpose', match.purposes)
    .whereNull('used_at')
    .where('expires_at', '>', new Date());
  if (match.email !== undefined) query.where('email', match.email.toLowerCase());
  const [row] = await query.patch({ used_at: new Date() }).returning(['id', 'user_id', 'purpose', 'email']);
  return row;
}

/** Every unused link of the account stops working: the account is removed (translators) or anonymised. */
export async function expireAllUnusedTokens(db: Knex, userId: number): Promise<void> {
  await EmailToken.query(db).where({ user_id: userId }).whereNull('used_at').patch({ used_at: db.fn.now() });
}

/** The account's tokens go with its personal data (privacy/erase-personal-data.ts). */
export async function deleteEmailTokensOf(trx: Knex, userId: number): Promise<void> {
  await EmailToken.query(trx).where({ user_id: userId }).delete();
}

/** Removes e-mail tokens expired or used before `before`; answers how many (counted from `returning`). */
export async function purgeEmailTokens(db: Knex, before: Date): Promise<number> {
  const removed = await EmailToken.query(db)
    .where('expires_at', '<', before)
    .orWhere('used_at', '<', before)
    .delete()
    .returning('id');
  return removed.length;
}
