import { z } from 'zod';
import { isoDate, numeric, todayInIstanbul } from './common';

/*
 * The translator's offer and the fields it shares with the admin's assignment, apart from jobs.ts: the translator's
 * panel validates an offer with it, and would otherwise build every job schema when its chunk is evaluated.
 */

/** A delivery date: YYYY-MM-DD, not before today in Europe/Istanbul (not UTC). */
export const deliveryDate = isoDate.refine((v) => v >= todayInIstanbul(), 'dateInPast');

/** Positive money with at most two decimals; multipart and JSON both arrive here (a string or a number). */
export const money = z
  .union([z.number(), z.string().trim().min(1, 'required')], { error: 'required' })
  .transform((v) => (typeof v === 'number' ? v : Number(v.replace(',', '.'))))
  .refine((v) => Number.isFinite(v) && v > 0, 'invalidPrice')
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)) && v < 10_000_000_000, 'invalidPrice');

/** POST /translator/offer. */
export const offerInput = z.object({
  job_id: numeric(
    z.number({ error: 'required' }).int('invalidValue').positive('invalidValue').max(2_147_483_647, 'invalidValue'),
  ),
  price: money,
  delivery_date: deliveryDate,
});
export type OfferInput = z.infer<typeof offerInput>;
