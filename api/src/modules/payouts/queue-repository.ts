import type { Knex } from 'knex';
import { Job } from '../../db/models/job';

export interface QueueRow {
  translator_id: number;
  name: string;
  surname: string;
  email: string;
  jobs: string | number;
  owed: string;
  oldest_completed_at: Date;
  account_holder: string | null;
  iban: string | null;
}

/**
 * Per translator, the jobs a payout may settle (completed, priced, not paid out: the same rule as lockPayableJobs),
 * summed, the translator waiting longest first.
 */
export async function findPayoutQueue(db: Knex): Promise<QueueRow[]> {
  return Job.query(db)
    .join('users', 'users.id', 'jobs.assigned_translator_id')
    .leftJoin('payout_details', 'payout_details.user_id', 'users.id')
    .where('jobs.status', 'completed')
    .whereNull('jobs.payout_id')
    .whereNotNull('jobs.translator_price')
    .whereNotNull('jobs.completed_at')
    .groupBy('users.id', 'payout_details.account_holder', 'payout_details.iban')
    .orderByRaw('min(jobs.completed_at) asc, users.id asc')
    .select(
      'users.id as translator_id',
      'users.name',
      'users.surname',
      'users.email',
      'payout_details.account_holder',
      'payout_details.iban',
      db.raw('count(*) as jobs'),
      db.raw('sum(jobs.translator_price) as owed'),
      db.raw('min(jobs.completed_at) as oldest_completed_at'),
    )
    .castTo<QueueRow[]>();
}
