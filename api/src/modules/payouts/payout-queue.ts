import type { PayoutQueueEntry } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { findPayoutQueue } from './queue-repository';

/**
 * Who the office owes what, across translators, oldest debt first. Paying goes through recordPayout like the
 * per-translator dialog, so the queue and a translator's earnings (earnings.ts) always agree.
 */
export async function payoutQueue(db: AppDeps['db']): Promise<PayoutQueueEntry[]> {
  const rows = await findPayoutQueue(db);
  return rows.map((row) => ({
    translator_id: row.translator_id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    jobs: Number(row.jobs),
    owed: Math.round(Number(row.owed) * 100) / 100,
    oldest_completed_at: new Date(row.oldest_completed_at).toISOString(),
    payout_details: row.iban && row.account_holder ? { account_holder: row.account_holder, iban: row.iban } : null,
  }));
}
