import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { Job } from '../../db/models/job';
import { Payout, PayoutDetails } from '../../db/models/payout';
import { earnedJobsTable, markJobsPaidOut } from '../jobs/payout-jobs-repository';

/** A completed, priced job (so neither column is null) with the payout that settled it, if any. */
export type EarningRow = Pick<ModelObject<Job>, 'source_lang' | 'target_lang' | 'payout_id'> & {
  job_id: Job['id'];
  completed_at: NonNullable<Job['completed_at']>;
  translator_price: NonNullable<Job['translator_price']>;
  paid_on: Payout['paid_on'] | null;
  reference: Payout['reference'] | null;
};

/** A translator's completed (or paid-out) priced jobs with the payout that settled each, newest first. */
export async function findEarningRows(db: Knex, translatorId: number): Promise<EarningRow[]> {
  return db
    .from(earnedJobsTable(db, translatorId).as('jobs'))
    .leftJoin('payouts', 'payouts.id', 'jobs.payout_id')
    .orderBy('jobs.completed_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .select(
      'jobs.id as job_id',
      'jobs.source_lang',
      'jobs.target_lang',
      'jobs.completed_at',
      'jobs.translator_price',
      'jobs.payout_id',
      'payouts.paid_on',
      'payouts.reference',
    );
}

export type DetailsRow = Pick<ModelObject<PayoutDetails>, 'account_holder' | 'iban' | 'updated_at'>;

export async function findPayoutDetails(db: Knex, userId: number): Promise<DetailsRow | undefined> {
  return PayoutDetails.query(db).where({ user_id: userId }).select('account_holder', 'iban', 'updated_at').first();
}

export async function upsertPayoutDetails(
  db: Knex,
  userId: number,
  details: Pick<DetailsRow, 'account_holder' | 'iban'>,
): Promise<void> {
  await PayoutDetails.query(db)
    .insert({ user_id: userId, account_holder: details.account_holder, iban: details.iban, updated_at: db.fn.now() })
    .onConflict('user_id')
    .merge();
}

/** Removes the bank details with the account (settings' anonymiseUser): they are personal data. */
export async function deletePayoutDetails(db: Knex, userId: number): Promise<void> {
  await PayoutDetails.query(db).where({ user_id: userId }).delete();
}

/** The bank details as the data export lists them (modules/privacy/export-repository.ts). */
export function exportedPayoutDetails(db: Knex, userId: number) {
  return db('payout_details').where({ user_id: userId }).first('account_holder', 'iban', 'updated_at');
}

/** The translator's payouts as the data export lists them (modules/privacy/export-repository.ts). */
export function exportedPayouts(db: Knex, translatorId: number) {
  return db('payouts')
    .where({ translator_id: translatorId })
    .orderBy('id')
    .select('id', 'paid_on', 'reference', 'amount', 'created_at');
}

/** The payout row and its jobs marked settled by it; answers the payout's id. */
export async function insertPayout(
  trx: Knex,
  payout: Pick<ModelObject<Payout>, 'translator_id' | 'paid_on' | 'reference' | 'recorded_by'> & { amount: number },
  jobIds: number[],
): Promise<number> {
  const row = await Payout.query(trx).insert({ ...payout, amount: String(payout.amount) });
  await markJobsPaidOut(trx, jobIds, row.id);
  return row.id;
}
