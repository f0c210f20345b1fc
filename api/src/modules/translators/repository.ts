import type { Knex } from 'knex';
import type { EducationLevel, JobStatus, ListQuery } from 'shared-ui/contracts';
import type { TranslatorStatus } from '../../db/models/translator-profile';

/** A translator as the admin lists need it: account columns plus the application, never the password hash. */
export interface TranslatorRow {
  id: number;
  name: string;
  surname: string;
  email: string;
  phone: string | null;
  languages: string | null;
  avatar_url: string | null;
  created_at: Date | string;
  status: TranslatorStatus;
  education_level: EducationLevel;
  university_name: string | null;
  university_department: string | null;
  experience: string | null;
  description: string | null;
  cv_file: string | null;
  is_featured: boolean;
  jobs: number;
}

export interface CertificateRow {
  id: number;
  user_id: number;
  file_name: string;
  uploaded_at: Date | string;
}

const columns = [
  'users.id',
  'users.name',
  'users.surname',
  'users.email',
  'users.phone',
  'users.languages',
  'users.avatar_url',
  'users.created_at',
  'tp.status',
  'tp.education_level',
  'tp.university_name',
  'tp.university_department',
  'tp.experience',
  'tp.description',
  'tp.cv_file',
  'tp.is_featured',
];

/** Sortable columns of the translator lists; anything else falls back to the application date. */
const sortColumns: Record<string, string> = {
  id: 'users.id',
  name: 'users.name',
  surname: 'users.surname',
  email: 'users.email',
  created_at: 'users.created_at',
  jobs: 'jobs',
};

function activeTranslators(db: Knex) {
  return db('users')
    .join('translator_profiles as tp', 'tp.user_id', 'users.id')
    .where('users.role', 'translator')
    .whereNull('users.deleted_at');
}

export async function findTranslatorPage(
  db: Knex,
  status: TranslatorStatus,
  query: ListQuery,
): Promise<{ rows: TranslatorRow[]; total: number }> {
  const base = activeTranslators(db).where('tp.status', status);
  const countRow: { count?: number | string } | undefined = await base.clone().count({ count: '*' }).first();
  const sort = sortColumns[query.sort ?? ''] ?? 'users.created_at';
  const rows: TranslatorRow[] = await base
    .clone()
    .select(columns)
    .select(db.raw('(select count(*)::int from jobs where jobs.assigned_translator_id = users.id) as jobs'))
    .orderBy(sort, query.order)
    .orderBy('users.id', query.order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, total: Number(countRow?.count ?? 0) };
}

export async function findCertificatesOf(db: Knex, userIds: number[]): Promise<Map<number, CertificateRow[]>> {
  const byUser = new Map<number, CertificateRow[]>();
  if (!userIds.length) return byUser;
  const rows: CertificateRow[] = await db('certificates')
    .whereIn('user_id', userIds)
    .orderBy(['uploaded_at', 'id'])
    .select('id', 'user_id', 'file_name', 'uploaded_at');
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  return byUser;
}

export interface FeaturedRow {
  id: number;
  name: string;
  surname: string;
  avatar_url: string | null;
  languages: string | null;
  university_name: string | null;
}

export async function findFeatured(db: Knex): Promise<FeaturedRow[]> {
  return activeTranslators(db)
    .where({ 'tp.status': 'approved', 'tp.is_featured': true })
    .orderBy(['users.name', 'users.id'])
    .select('users.id', 'users.name', 'users.surname', 'users.avatar_url', 'users.languages', 'tp.university_name');
}

/** Any translator account, deleted ones included (their jobs stay visible to the admin for finance). */
export async function translatorExists(db: Knex, id: number): Promise<boolean> {
  return Boolean(await db('users').where({ id, role: 'translator' }).first('id'));
}

/** An approved translator whose account still exists: the only kind a job can be assigned to. */
export async function isApprovedTranslator(db: Knex, id: number): Promise<boolean> {
  const found = await db('users')
    .join('translator_profiles', 'translator_profiles.user_id', 'users.id')
    .where({ 'users.id': id, 'users.role': 'translator', 'translator_profiles.status': 'approved' })
    .whereNull('users.deleted_at')
    .first('users.id');
  return Boolean(found);
}

export interface TranslatorJobDbRow {
  id: number;
  status: JobStatus;
  source_lang: string;
  target_lang: string;
  delivery_date: string;
  admin_price: string | null;
  translator_price: string | null;
  is_paid: boolean;
  created_at: Date | string;
}

export async function findJobsAssignedTo(
  db: Knex,
  translatorId: number,
  query: ListQuery,
): Promise<{ rows: TranslatorJobDbRow[]; total: number }> {
  const base = db('jobs').where('assigned_translator_id', translatorId);
  const countRow: { count?: number | string } | undefined = await base.clone().count({ count: '*' }).first();
  const sortable: Record<string, string> = {
    id: 'id',
    created_at: 'created_at',
    delivery_date: 'delivery_date',
    status: 'status',
  };
  const rows: TranslatorJobDbRow[] = await base
    .clone()
    .select(
      'id',
      'status',
      'source_lang',
      'target_lang',
      'delivery_date',
      'admin_price',
      'translator_price',
      'is_paid',
      'created_at',
    )
    .orderBy(sortable[query.sort ?? ''] ?? 'created_at', query.order)
    .orderBy('id', query.order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, total: Number(countRow?.count ?? 0) };
}

/** Active admins to tell about a new application. */
export async function findAdminIds(db: Knex): Promise<number[]> {
  return db('users').where({ role: 'admin' }).whereNull('deleted_at').orderBy('id').pluck('id');
}
