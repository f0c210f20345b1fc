import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { Job } from '../../db/models/job';

// The jobs a translator's payouts settle (modules/payouts): what is owed, what was earned, and the settling itself.
// The derived tables keep plain columns and conditions, so PostgreSQL pulls them up into the payouts' statements.

/**
 * The jobs a payout may settle (completed, priced, not paid out: the same rule as lockPayableJobs), as a derived
 * table to select from as `jobs`: assigned_translator_id, translator_price and completed_at.
 */
export function payableJobsTable(db: Knex): Knex.QueryBuilder {
  return db('jobs')
    .where('jobs.status', 'completed')
    .whereNull('jobs.payout_id')
    .whereNotNull('jobs.translator_price')
    .whereNotNull('jobs.completed_at')
    .select('jobs.assigned_translator_id', 'jobs.translator_price', 'jobs.completed_at');
}

/**
 * A translator's completed (or paid-out) priced jobs, as a derived table to select from as `jobs`: id, source_lang,
 * target_lang, completed_at, translator_price and payout_id.
 */
export function earnedJobsTable(db: Knex, translatorId: number): Knex.QueryBuilder {
  return db('jobs')
    .where('jobs.assigned_translator_id', translatorId)
    .whereNotNull('jobs.translator_price')
    .whereNotNull('jobs.completed_at')
    .where((q) => q.where('jobs.status', 'completed').orWhereNotNull('jobs.payout_id'))
    .select(
      'jobs.id',
      'jobs.source_lang',
      'jobs.target_lang',
      'jobs.completed_at',
      'jobs.translator_price',
      'jobs.payout_id',
    );
}

/** A job a payout may settle: priced, so its price is not null. */
export type PayableJob = Pick<ModelObject<Job>, 'id'> & { translator_price: NonNullable<Job['translator_price']> };

/** The jobs a payout may settle, locked in id order: the translator's, completed, priced and not yet paid out. */
export async function lockPayableJobs(trx: Knex, translatorId: number, jobIds: number[]): Promise<PayableJob[]> {
  return Job.query(trx)
    .whereIn('id', jobIds)
    .where({ assigned_translator_id: translatorId, status: 'completed' })
    .whereNull('payout_id')
    .whereNotNull('translator_price')
    .orderBy('id')
    .forUpdate()
    .select('id', 'translator_price')
    .castTo<PayableJob[]>();
}

/** The jobs are settled by the payout. */
export async function markJobsPaidOut(trx: Knex, jobIds: number[], payoutId: number): Promise<void> {
  await Job.query(trx).whereIn('id', jobIds).patch({ payout_id: payoutId, updated_at: trx.fn.now() });
}
