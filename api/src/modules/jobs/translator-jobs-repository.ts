import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { ListQuery } from 'shared-ui/contracts';
import { Job } from '../../db/models/job';
import type { User } from '../../db/models/user';
import { ratingStars } from '../ratings/repository';

/** A translator's id and aggregates no table stores: counts (bigint) and the average of the stars (numeric). */
export type RecordRow = Pick<ModelObject<User>, 'id'> & {
  completed: number | string;
  on_time: number | string;
  revised: number | string;
  ratings: number | string;
  average: string | null;
};

/** When the job was first completed: a re-delivery after a revision moves `completed_at`, not the first one. */
const FIRST_COMPLETION = "(select min(a.at) from job_audit a where a.job_id = j.id and a.to_status = 'completed')";

/**
 * Per translator: completed jobs, those first completed on or before the due date (the day in Istanbul, a fixed +3 h),
 * those the office reopened, and the ratings. Plain knex: one aggregate in raw SQL, asked for a whole list page.
 */
export async function findRecordRows(db: Knex, translatorIds: readonly number[]): Promise<RecordRow[]> {
  return db('jobs as j')
    .leftJoin(ratingStars(db).as('r'), 'r.job_id', 'j.id')
    .whereIn('j.assigned_translator_id', translatorIds)
    .whereIn('j.status', ['completed', 'revision_requested'])
    .whereNotNull('j.completed_at')
    .groupBy('j.assigned_translator_id')
    .select(
      'j.assigned_translator_id as id',
      db.raw('count(*) as completed'),
      db.raw(
        `count(*) filter (where ((coalesce(${FIRST_COMPLETION}, j.completed_at) at time zone 'UTC') + interval '3 hours')::date <= j.delivery_date) as on_time`,
      ),
      db.raw(
        "count(*) filter (where exists (select 1 from job_audit a where a.job_id = j.id and a.action = 'revision_requested')) as revised",
      ),
      db.raw('count(r.stars) as ratings'),
      db.raw('avg(r.stars) as average'),
    );
}

/** The jobs assigned to the translator, counted, as the column `jobs`: correlated to the statement's `users` row. */
export function assignedJobCountColumn(db: Knex): Knex.Raw {
  return db.raw('(select count(*)::int from jobs where jobs.assigned_translator_id = users.id) as jobs');
}

export type TranslatorJobDbRow = Pick<
  ModelObject<Job>,
  | 'id'
  | 'status'
  | 'source_lang'
  | 'target_lang'
  | 'delivery_date'
  | 'admin_price'
  | 'translator_price'
  | 'is_paid'
  | 'created_at'
>;

export async function findJobsAssignedTo(
  db: Knex,
  translatorId: number,
  query: ListQuery,
): Promise<{ rows: TranslatorJobDbRow[]; total: number }> {
  const base = Job.query(db).where('assigned_translator_id', translatorId);
  const countRow = await base.clone().count({ count: '*' }).first().castTo<{ count?: number | string } | undefined>();
  const sortable: Record<string, string> = {
    id: 'id',
    created_at: 'created_at',
    delivery_date: 'delivery_date',
    status: 'status',
  };
  const rows = await base
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
