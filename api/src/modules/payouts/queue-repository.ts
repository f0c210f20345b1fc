import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { Job } from '../../db/models/job';
import type { PayoutDetails } from '../../db/models/payout';
import type { User } from '../../db/models/user';
import { payableJobsTable } from '../jobs/payout-jobs-repository';
import { peopleTable } from '../settings/people-repository';

/** A translator's name and bank details (null until given) beside the sums of the jobs owed. */
export type QueueRow = Pick<ModelObject<User>, 'name' | 'surname' | 'email'> & {
  translator_id: User['id'];
  account_holder: PayoutDetails['account_holder'] | null;
  iban: PayoutDetails['iban'] | null;
  /** count(*): bigint, read as a number (db/connect.ts) */
  jobs: number;
  /** sum of a numeric column: a string, like the column */
  owed: NonNullable<Job['translator_price']>;
  oldest_completed_at: NonNullable<Job['completed_at']>;
};

/**
 * Per translator, the jobs a payout may settle (payableJobsTable, the rule lockPayableJobs locks by, both in
 * jobs/payout-jobs-repository.ts), summed, the translator waiting longest first.
 */
export async function findPayoutQueue(db: Knex): Promise<QueueRow[]> {
  return (
    db
      .from(payableJobsTable(db).as('jobs'))
      .join(peopleTable(db).as('users'), 'users.id', 'jobs.assigned_translator_id')
      .leftJoin('payout_details', 'payout_details.user_id', 'users.id')
      // the people come as a derived table, so the names are grouped by too: only a base table's primary key lets
      // PostgreSQL read its other columns through a group
      .groupBy(
        'users.id',
        'users.name',
        'users.surname',
        'users.email',
        'payout_details.account_holder',
        'payout_details.iban',
      )
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
  );
}
