import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { Job, Offer } from '../../db/models/job';

type Db = Knex | Knex.Transaction;

/**
 * Offers: one per translator and job (a new one replaces the old). The only place that queries the table. Plain
 * knex, as the busiest write's statement: Objection's insert cost the offer ~0.5 ms more CPU here (model instances
 * in and out, its operation machinery) for the same statement (docs/measurements/writes.md).
 */
export async function upsertOffer(
  trx: Db,
  offer: { job_id: number; translator_id: number; price: number; delivery_date: string },
): Promise<ModelObject<Offer> | undefined> {
  const [row] = (await trx('offers')
    .insert({ ...offer, price: String(offer.price) })
    .onConflict(['job_id', 'translator_id'])
    .merge({ price: String(offer.price), delivery_date: offer.delivery_date, updated_at: trx.fn.now() })
    .returning('*')) as ModelObject<Offer>[];
  return row;
}

export async function findOfferPrice(db: Db, jobId: number, translatorId: number): Promise<string | undefined> {
  const row = await Offer.query(db).where({ job_id: jobId, translator_id: translatorId }).select('price').first();
  return row?.price;
}

export async function deleteOffersOfJob(trx: Db, jobId: number): Promise<void> {
  await Offer.query(trx).where({ job_id: jobId }).delete();
}

/** The offers on the given jobs (a subquery of job ids): an erased customer's waiting jobs lose theirs. */
export async function deleteOffersOfJobs(trx: Knex, jobIds: Knex.QueryBuilder): Promise<void> {
  await trx('offers').whereIn('job_id', jobIds).delete();
}

/** The translator's offers as the data export lists them: their own prices and dates, not the customer's job. */
export function exportedOffersBy(db: Knex, translatorId: number) {
  return db('offers')
    .where({ translator_id: translatorId })
    .orderBy('id')
    .select('job_id', 'price', 'delivery_date', 'created_at', 'updated_at');
}

/** A translator's offers on jobs still open for offers (withdrawn when their account goes). */
export async function deleteOpenOffersOf(trx: Db, translatorId: number, openStates: string[]): Promise<void> {
  await Offer.query(trx)
    .where('translator_id', translatorId)
    .whereIn('job_id', Job.query(trx).select('id').whereIn('status', openStates))
    .delete();
}
