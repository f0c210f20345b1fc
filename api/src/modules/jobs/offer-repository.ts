import type { Knex } from 'knex';
import type { OfferRow } from './job-rows';

type Db = Knex | Knex.Transaction;

/** Offers: one per translator and job (a new one replaces the old). The only place that queries the table. */
export async function upsertOffer(
  trx: Db,
  offer: { job_id: number; translator_id: number; price: number; delivery_date: string },
): Promise<OfferRow | undefined> {
  const [row]: OfferRow[] = await trx('offers')
    .insert(offer)
    .onConflict(['job_id', 'translator_id'])
    .merge({ price: offer.price, delivery_date: offer.delivery_date, updated_at: trx.fn.now() })
    .returning('*');
  return row;
}

export async function findOfferPrice(db: Db, jobId: number, translatorId: number): Promise<string | undefined> {
  const row: { price: string } | undefined = await db('offers')
    .where({ job_id: jobId, translator_id: translatorId })
    .first('price');
  return row?.price;
}

export async function deleteOffersOfJob(trx: Db, jobId: number): Promise<void> {
  await trx('offers').where({ job_id: jobId }).del();
}

/** A translator's offers on jobs still open for offers (withdrawn when their account goes). */
export async function deleteOpenOffersOf(trx: Db, translatorId: number, openStates: string[]): Promise<void> {
  await trx('offers')
    .where('translator_id', translatorId)
    .whereIn('job_id', trx('jobs').select('id').whereIn('status', openStates))
    .delete();
}
