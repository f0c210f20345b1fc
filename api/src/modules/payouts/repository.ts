import type { Knex } from 'knex';
import { Job } from '../../db/models/job';
import { Payout, PayoutDetails } from '../../db/models/payout';
import { User } from '../../db/models/user';

export interface EarningRow {
  job_id: number;
  source_lang: string;
  target_lang: string;
  completed_at: Date;
  translator_price: string;
  payout_id: number | null;
  paid_on: string | null;
  reference: string | null;
}

/** A translator's completed (or paid-out) priced jobs with the payout that settled each, newest first. */
export async function findEarningRows(db: Knex, translatorId: number): Promise<EarningRow[]> {
  return Job.query(db)
    .leftJoin('payouts', 'payouts.id', 'jobs.payout_id')
    .where('jobs.assigned_translator_id', translatorId)
    .whereNotNull('jobs.translator_price')
    .whereNotNull('jobs.completed_at')
    .where((q) => q.where('jobs.status', 'completed').orWhereNotNull('jobs.payout_id'))
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
    )
    .castTo<EarningRow[]>();
}

export interface DetailsRow {
  account_holder: string;
  iban: string;
  updated_at: Date;
}

export async function findPayoutDetails(db: Knex, userId: number): Promise<DetailsRow | undefined> {
  return PayoutDetails.query(db).where({ user_id: userId }).select('account_holder', 'iban', 'updated_at').first();
}

export async function upsertPayoutDetails(
  db: Knex,
  userId: number,
  details: { account_holder: string; iban: string },
): Promise<void> {
  await PayoutDetails.query(db)
    .insert({ user_id: userId, account_holder: details.account_holder, iban: details.iban, updated_at: db.fn.now() })
    .onConflict('user_id')
    .merge();
}

/** Any translator account, deleted ones included (their earnings stay visible to the admin). */
export async function translatorExists(db: Knex, id: number): Promise<boolean> {
  return Boolean(await User.query(db).where({ id, role: 'translator' }).select('id').first());
}

/** The jobs a payout may settle, locked in id order: the translator's, completed, priced and not yet paid out. */
export async function lockPayableJobs(
  trx: Knex,
  translatorId: number,
  jobIds: number[],
): Promise<{ id: number; translator_price: string }[]> {
  return Job.query(trx)
    .whereIn('id', jobIds)
    .where({ assigned_translator_id: translatorId, status: 'completed' })
    .whereNull('payout_id')
    .whereNotNull('translator_price')
    .orderBy('id')
    .forUpdate()
    .select('id', 'translator_price')
    .castTo<{ id: number; translator_price: string }[]>();
}

/** The payout row and its jobs marked settled by it; answers the payout's id. */
export async function insertPayout(
  trx: Knex,
  payout: { translator_id: number; paid_on: string; reference: string; amount: number; recorded_by: number },
  jobIds: number[],
): Promise<number> {
  const row = await Payout.query(trx).insert({ ...payout, amount: String(payout.amount) });
  await Job.query(trx).whereIn('id', jobIds).patch({ payout_id: row.id, updated_at: trx.fn.now() });
  return row.id;
}
