import { z } from 'zod';
import { isoDate, requiredText, todayInIstanbul } from './common';
import { isValidIban, normalizeIban } from './site-settings';

/**
 * A translator's payout details, their earnings, and the office's payouts. The IBAN is checked as the
 * office's own bank IBAN is (site-settings.ts) and kept in its electronic form (no spaces, upper case).
 */
export const payoutDetailsInput = z.object({
  account_holder: requiredText(120),
  iban: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(64, 'tooLong')
    .transform(normalizeIban)
    .refine(isValidIban, 'invalidIban'),
});
export type PayoutDetailsInput = z.input<typeof payoutDetailsInput>;
export type PayoutDetailsData = z.output<typeof payoutDetailsInput>;

/** The IBAN as its owner sees it after saving: country, check digits and the last four, the rest hidden. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• •••• ${iban.slice(-4)}`;
}

/** GET /settings/payout: nothing saved yet is `null` details. */
export interface PayoutDetails {
  account_holder: string;
  iban_masked: string;
  updated_at: string;
}

/** POST /admin/payouts: jobs of one translator paid out together, on a day (not in the future), with a reference. */
export const payoutInput = z.object({
  translator_id: z.number({ error: 'required' }).int('invalidValue').positive('invalidValue'),
  job_ids: z
    .array(z.number().int('invalidValue').positive('invalidValue'), { error: 'required' })
    .min(1, 'required')
    .max(200, 'tooManyJobs')
    .refine((ids) => new Set(ids).size === ids.length, 'invalidValue'),
  paid_on: isoDate.refine((v) => v <= todayInIstanbul(), 'dateInFuture'),
  reference: requiredText(100),
});
export type PayoutInput = z.input<typeof payoutInput>;
export type PayoutData = z.output<typeof payoutInput>;

/** One completed job as an earning: the translator's price, and the payout that settled it, if any. */
export interface Earning {
  job_id: number;
  source_lang: string;
  target_lang: string;
  completed_at: string;
  translator_price: number;
  payout: { id: number; paid_on: string; reference: string } | null;
}

/** A calendar month (Istanbul) of completed work: what was earned, what of it is paid out. */
export interface EarningsMonth {
  month: string;
  earned: number;
  paid_out: number;
  outstanding: number;
}

/** GET /translator/earnings and GET /admin/translators/{id}/earnings: the same figures on both sides. */
export interface Earnings {
  totals: { earned: number; paid_out: number; outstanding: number };
  months: EarningsMonth[];
  jobs: Earning[];
}

/** The admin's view adds the details to pay to (in full: the office makes the transfer). */
export interface AdminEarnings extends Earnings {
  payout_details: { account_holder: string; iban: string } | null;
}

/**
 * GET /admin/payouts/queue: every translator the office owes, the longest-waiting first. `owed` and `jobs` count the
 * completed, priced jobs no payout has settled yet; `oldest_completed_at` is the first of them.
 */
export interface PayoutQueueEntry {
  translator_id: number;
  name: string;
  surname: string;
  email: string;
  jobs: number;
  owed: number;
  oldest_completed_at: string;
  payout_details: { account_holder: string; iban: string } | null;
}
