import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { JobRating } from '../../db/models/job-extras';

export type RatingRow = ModelObject<JobRating>;

/** Plain knex: the translator's completed list asks it for every page (no model instances on that path). */
export async function findRatings(db: Knex, jobIds: readonly number[]): Promise<RatingRow[]> {
  return db('job_ratings').whereIn('job_id', jobIds);
}

export async function findRating(db: Knex, jobId: number): Promise<RatingRow | undefined> {
  return JobRating.query(db).where({ job_id: jobId }).first();
}

/**
 * The job's one rating, or undefined when it was already rated. Plain knex: Objection answers an insert that
 * `onConflict().ignore()` skipped with the model it was given, so only the driver's rows tell the two apart.
 */
export async function insertRatingOnce(
  trx: Knex,
  rating: Pick<RatingRow, 'job_id' | 'stars'> & Partial<Pick<RatingRow, 'comment'>>,
): Promise<RatingRow | undefined> {
  const [row] = await trx('job_ratings').insert(rating).onConflict('job_id').ignore().returning<RatingRow[]>('*');
  return row;
}

/** The translator's answer, once: undefined when there is no rating or it was already answered. */
export async function answerRatingOnce(db: Knex, jobId: number, answer: string): Promise<RatingRow | undefined> {
  const [row] = await JobRating.query(db)
    .where({ job_id: jobId })
    .whereNull('answer')
    .patch({ answer, answered_at: db.fn.now() })
    .returning('*');
  return row;
}

/**
 * Each rated job's stars, as a subquery another repository left-joins: jobs/translator-jobs-repository.ts counts and
 * averages them per translator in its one aggregate (`.leftJoin(ratingStars(db).as('r'), 'r.job_id', 'j.id')`).
 */
export function ratingStars(db: Knex): Knex.QueryBuilder {
  return db('job_ratings').select('job_id', 'stars');
}

/** The customer's words go with their personal data; the stars stay (privacy/erase-repository.ts). */
export async function eraseRatingComments(trx: Knex, jobIds: number[]): Promise<void> {
  await trx('job_ratings').whereIn('job_id', jobIds).update({ comment: null });
}

/** The ratings of the customer's jobs, for their data export (privacy/export-repository.ts). */
export function exportedRatings(db: Knex, jobIds: number[]) {
  return db('job_ratings')
    .whereIn('job_id', jobIds)
    .orderBy('job_id')
    .select('job_id', 'stars', 'comment', 'answer', 'created_at', 'answered_at');
}
