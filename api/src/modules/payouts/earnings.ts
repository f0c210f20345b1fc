import type { Earning, Earnings, EarningsMonth } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { findEarningRows } from './repository';

const cents = (amount: string | number) => Math.round(Number(amount) * 100);
const lira = (c: number) => c / 100;

const monthInIstanbul = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
});

/**
 * A translator's completed jobs with their price and the payout that settled each, newest first, with totals per
 * month (Istanbul) and overall. The translator's page and the admin's view both call this, so both sides always
 * show the same figures. A job paid out stays an earning even if the office reopens it for a revision.
 */
export async function earningsOf(db: AppDeps['db'], translatorId: number): Promise<Earnings> {
  const rows = await findEarningRows(db, translatorId);
  const months = new Map<string, { earned: number; paid: number }>();
  let earned = 0;
  let paid = 0;
  const jobs: Earning[] = rows.map((row) => {
    const price = cents(row.translator_price);
    const month = monthInIstanbul.format(new Date(row.completed_at));
    const sums = months.get(month) ?? { earned: 0, paid: 0 };
    sums.earned += price;
    earned += price;
    if (row.payout_id !== null) {
      sums.paid += price;
      paid += price;
    }
    months.set(month, sums);
    return {
      job_id: row.job_id,
      source_lang: row.source_lang,
      target_lang: row.target_lang,
      completed_at: new Date(row.completed_at).toISOString(),
      translator_price: lira(price),
      payout:
        row.payout_id === null
          ? null
          : { id: row.payout_id, paid_on: row.paid_on as string, reference: row.reference as string },
    };
  });
  const byMonth: EarningsMonth[] = [...months].map(([month, sums]) => ({
    month,
    earned: lira(sums.earned),
    paid_out: lira(sums.paid),
    outstanding: lira(sums.earned - sums.paid),
  }));
  return {
    totals: { earned: lira(earned), paid_out: lira(paid), outstanding: lira(earned - paid) },
    months: byMonth,
    jobs,
  };
}
