import type { Knex } from 'knex';
import type { EducationLevel, ProfileData, Role } from 'shared-ui/contracts';

export interface ProfileRow {
  id: number;
  name: string;
  surname: string;
  email: string;
  pending_email: string | null;
  role: Role;
  birth_date: string | null;
  phone: string | null;
  country: string | null;
  city: string | null;
  district: string | null;
  address: string | null;
  languages: string | null;
  avatar_url: string | null;
  education_level: EducationLevel | null;
  university_name: string | null;
  university_department: string | null;
  experience: string | null;
}

export async function findProfile(db: Knex, userId: number): Promise<ProfileRow | undefined> {
  return db('users')
    .leftJoin('translator_profiles as tp', 'tp.user_id', 'users.id')
    .where('users.id', userId)
    .whereNull('users.deleted_at')
    .first(
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
    );
}

export async function updateProfileRow(db: Knex, userId: number, input: ProfileData): Promise<void> {
  await db('users')
    .where({ id: userId })
    .whereNull('deleted_at')
    .update({ ...input, updated_at: db.fn.now() });
}

export async function updateUserColumns(db: Knex, userId: number, columns: Record<string, unknown>): Promise<void> {
  await db('users')
    .where({ id: userId })
    .whereNull('deleted_at')
    .update({ ...columns, updated_at: db.fn.now() });
}

/** What the security check needs; the hash is read here and never leaves the settings services. */
export interface CredentialsRow {
  id: number;
  name: string;
  email: string;
  role: Role;
  password_hash: string;
}

export async function findCredentials(db: Knex, userId: number): Promise<CredentialsRow | undefined> {
  return db('users')
    .where({ id: userId })
    .whereNull('deleted_at')
    .first('id', 'name', 'email', 'role', 'password_hash');
}

export async function emailBelongsToOther(db: Knex, email: string, userId: number): Promise<boolean> {
  return Boolean(
    await db('users')
      .whereRaw('lower(email) = ?', [email.toLowerCase()])
      .whereNull('deleted_at')
      .whereNot({ id: userId })
      .first('id'),
  );
}

export interface CertificateRow {
  id: number;
  user_id: number;
  file_name: string;
  uploaded_at: Date | string;
}

export async function findOwnCertificates(db: Knex, userId: number): Promise<CertificateRow[]> {
  return db('certificates')
    .where({ user_id: userId })
    .orderBy(['uploaded_at', 'id'])
    .select('id', 'user_id', 'file_name', 'uploaded_at');
}

export async function findCertificate(db: Knex, id: number): Promise<CertificateRow | undefined> {
  return db('certificates').where({ id }).first('id', 'user_id', 'file_name', 'uploaded_at');
}
