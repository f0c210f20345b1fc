import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { ListQuery } from 'shared-ui/contracts';
import { TranslatorProfile, type TranslatorStatus } from '../../db/models/translator-profile';
import { User } from '../../db/models/user';
import { assignedJobCountColumn } from '../jobs/translator-jobs-repository';
import { expireAllUnusedTokens } from './repository';

/** A translator as the admin lists need it: account columns plus the application, never the password hash. */
export type TranslatorRow = Pick<
  ModelObject<User>,
  'id' | 'name' | 'surname' | 'email' | 'phone' | 'languages' | 'avatar_url' | 'created_at' | 'email_verified_at'
> &
  Pick<
    ModelObject<TranslatorProfile>,
    | 'status'
    | 'education_level'
    | 'university_name'
    | 'university_department'
    | 'experience'
    | 'description'
    | 'cv_file'
    | 'is_featured'
  > & {
    /** the jobs assigned to the translator, counted */
    jobs: number;
  };

const columns = [
  'users.id',
  'users.name',
  'users.surname',
  'users.email',
  'users.phone',
  'users.languages',
  'users.avatar_url',
  'users.created_at',
  'users.email_verified_at',
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
  return User.query(db)
    .join('translator_profiles as tp', 'tp.user_id', 'users.id')
    .where('users.role', 'translator')
    .modify('active');
}

export async function findTranslatorPage(
  db: Knex,
  status: TranslatorStatus,
  query: ListQuery,
): Promise<{ rows: TranslatorRow[]; total: number }> {
  const base = activeTranslators(db).where('tp.status', status);
  const countRow = await base.clone().count({ count: '*' }).first().castTo<{ count?: number | string } | undefined>();
  const sort = sortColumns[query.sort ?? ''] ?? 'users.created_at';
  const rows = await base
    .clone()
    .select(columns)
    .select(assignedJobCountColumn(db))
    .orderBy(sort, query.order)
    .orderBy('users.id', query.order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .castTo<TranslatorRow[]>();
  return { rows, total: Number(countRow?.count ?? 0) };
}

export type FeaturedRow = Pick<ModelObject<User>, 'id' | 'name' | 'surname' | 'avatar_url' | 'languages'> &
  Pick<ModelObject<TranslatorProfile>, 'university_name'>;

export async function findFeatured(db: Knex): Promise<FeaturedRow[]> {
  return activeTranslators(db)
    .where({ 'tp.status': 'approved', 'tp.is_featured': true })
    .orderBy(['users.name', 'users.id'])
    .select('users.id', 'users.name', 'users.surname', 'users.avatar_url', 'users.languages', 'tp.university_name')
    .castTo<FeaturedRow[]>();
}

/** Any translator account, deleted ones included (their jobs stay visible to the admin for finance). */
export async function translatorExists(db: Knex, id: number): Promise<boolean> {
  return Boolean(await User.query(db).where({ id, role: 'translator' }).select('id').first());
}

/** An approved translator whose account still exists: the only kind a job can be assigned to. */
export async function isApprovedTranslator(db: Knex, id: number): Promise<boolean> {
  const found = await User.query(db)
    .join('translator_profiles', 'translator_profiles.user_id', 'users.id')
    .where({ 'users.id': id, 'users.role': 'translator', 'translator_profiles.status': 'approved' })
    .modify('active')
    .select('users.id')
    .first();
  return Boolean(found);
}

export async function findActiveTranslator(
  db: Knex,
  id: number,
): Promise<Pick<ModelObject<TranslatorProfile>, 'status' | 'is_featured'> | undefined> {
  return activeTranslators(db)
    .where({ 'users.id': id })
    .select('tp.status', 'tp.is_featured')
    .first()
    .castTo<Pick<ModelObject<TranslatorProfile>, 'status' | 'is_featured'> | undefined>();
}

/** pending → decision, guarded; answers false when no pending application of an active translator matched. */
export async function decidePendingApplication(
  trx: Knex,
  id: number,
  decision: 'approved' | 'rejected',
): Promise<boolean> {
  const updated = await TranslatorProfile.query(trx)
    .where({ user_id: id, status: 'pending' })
    .whereIn('user_id', User.query(trx).select('id').where({ role: 'translator' }).modify('active'))
    .patch({ status: decision, reviewed_at: trx.fn.now(), updated_at: trx.fn.now() })
    // the rows, not the count: the embedded PGlite driver answers a bare update with an object (always truthy)
    .returning('user_id');
  return updated.length > 0;
}

export async function lockActiveTranslator(trx: Knex, id: number): Promise<boolean> {
  const found = await User.query(trx)
    .where({ id, role: 'translator' })
    .modify('active')
    .forUpdate()
    .select('id')
    .first();
  return Boolean(found);
}

/** The account goes (its address freed, its sessions ended); the person's files stay. */
export async function markTranslatorRemoved(trx: Knex, id: number): Promise<void> {
  await User.query(trx)
    .where({ id })
    .patch({
      deleted_at: trx.fn.now(),
      email: `deleted-${id}@deleted.invalid`,
      pending_email: null,
      token_version: trx.raw('token_version + 1'),
      updated_at: trx.fn.now(),
    });
  await setFeaturedFlag(trx, id, false);
  await expireAllUnusedTokens(trx, id);
}

export async function countFeatured(db: Knex): Promise<number> {
  const row = await TranslatorProfile.query(db)
    .alias('tp')
    .join('users', 'users.id', 'tp.user_id')
    .where({ 'tp.is_featured': true, 'tp.status': 'approved' })
    .whereNull('users.deleted_at')
    .count({ count: '*' })
    .first()
    .castTo<{ count?: number | string } | undefined>();
  return Number(row?.count ?? 0);
}

export async function setFeaturedFlag(db: Knex, id: number, featured: boolean): Promise<void> {
  await TranslatorProfile.query(db).where({ user_id: id }).patch({ is_featured: featured, updated_at: db.fn.now() });
}

export type NewApplicant = Pick<
  ModelObject<User>,
  'name' | 'surname' | 'email' | 'phone' | 'password_hash' | 'locale' | 'languages'
>;

export async function insertApplicant(trx: Knex, applicant: NewApplicant): Promise<number> {
  const user = await User.query(trx).insert({ ...applicant, role: 'translator' });
  return user.id;
}

export async function insertTranslatorProfile(
  trx: Knex,
  profile: Pick<
    ModelObject<TranslatorProfile>,
    | 'user_id'
    | 'status'
    | 'education_level'
    | 'university_name'
    | 'university_department'
    | 'experience'
    | 'description'
    | 'cv_file'
  >,
): Promise<void> {
  await TranslatorProfile.query(trx).insert(profile);
}

export async function hasCvFile(db: Knex, userId: number, fileName: string): Promise<boolean> {
  return Boolean(
    await TranslatorProfile.query(db).where({ user_id: userId, cv_file: fileName }).select('user_id').first(),
  );
}

/** Approved translators who chose `mode` and may be mailed, each with their language list (modules/job-alerts). */
export type AlertReader = Pick<ModelObject<User>, 'id'> & { languages: NonNullable<User['languages']> };

export async function findAlertReaders(db: Knex, mode: 'instant' | 'daily'): Promise<AlertReader[]> {
  return User.query(db)
    .join('translator_profiles as tp', 'tp.user_id', 'users.id')
    .where({ 'users.role': 'translator', 'tp.status': 'approved', 'users.job_alerts': mode })
    .where('users.email_notifications', true)
    .modify('active')
    .whereNotNull('users.languages')
    .select('users.id', 'users.languages')
    .castTo<AlertReader[]>();
}

/** Applications waiting for the office, of accounts still there, counted: a subquery of stats/admin-todo.ts. */
export function pendingApplicantCount(db: Knex): Knex.Raw {
  return db.raw(`(select count(*)::int from translator_profiles tp join users u on u.id = tp.user_id
    where tp.status = 'pending' and u.deleted_at is null)`);
}

/** Approved translators with live accounts, counted: a subquery of stats/stats.ts. */
export function approvedTranslatorCount(db: Knex): Knex.Raw {
  return db.raw(`(select count(*)::int from users u join translator_profiles tp on tp.user_id = u.id
    where u.role = 'translator' and u.deleted_at is null and tp.status = 'approved')`);
}
