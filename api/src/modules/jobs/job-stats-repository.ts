import type { Knex } from 'knex';
import type { JobStatus } from 'shared-ui/contracts';

// The jobs table's counts and sums for the office's dashboard (modules/stats): counts as subqueries of the
// dashboard's one statement, the monthly finance as its own.

/** The jobs in these states, hidden ones included, counted. */
export function jobCountIn(db: Knex, statuses: readonly JobStatus[]): Knex.Raw {
  return db.raw(`(select count(*)::int from jobs where status in (${statuses.map(() => '?').join(',')}))`, [
    ...statuses,
  ]);
}

/** Waiting jobs the customer still sees (no price yet), counted: a subquery of stats/admin-todo.ts's statement. */
export function awaitingPriceCount(db: Knex): Knex.Raw {
  return db.raw("(select count(*)::int from jobs where status = 'waiting' and hidden_at is null)");
}

/** Payments customers reported and nobody confirmed, counted: a subquery of stats/admin-todo.ts's statement. */
export function reportedPaymentCount(db: Knex): Knex.Raw {
  return db.raw(`(select count(*)::int from jobs where status = 'waiting_payment' and not is_paid
    and payment_notified_at is not null)`);
}

/** A month's sums as numeric text, rounded to kuruş in SQL. */
export interface FinanceRowText {
  month: string;
  total_income: string;
  total_expense: string;
  fixed_expense: string;
  net_profit: string;
}

/**
 * The 12 months up to `now`, oldest first, in Europe/Istanbul: customer prices and translator prices of the jobs
 * paid in each month, the fixed expense and what is left.
 */
export async function findMonthlyFinanceRows(db: Knex, now: Date, fixedExpense: number): Promise<FinanceRowText[]> {
  const result: { rows: FinanceRowText[] } = await db.raw(
    `with months as (
       select to_char(m, 'YYYY-MM') as month
       from generate_series(
         date_trunc('month', (?::timestamptz at time zone 'Europe/Istanbul')) - interval '11 months',
         date_trunc('month', (?::timestamptz at time zone 'Europe/Istanbul')),
         interval '1 month') as m
     ),
     paid as (
       select to_char(paid_at at time zone 'Europe/Istanbul', 'YYYY-MM') as month,
              coalesce(sum(admin_price), 0)::numeric as income,
              coalesce(sum(translator_price), 0)::numeric as expense
       from jobs
       where paid_at is not null
       group by 1
     )
     select months.month,
            round(coalesce(paid.income, 0), 2)::text as total_income,
            round(coalesce(paid.expense, 0), 2)::text as total_expense,
            round(?::numeric, 2)::text as fixed_expense,
            round(coalesce(paid.income, 0) - coalesce(paid.expense, 0) - ?::numeric, 2)::text as net_profit
     from months left join paid on paid.month = months.month
     order by months.month`,
    [now.toISOString(), now.toISOString(), String(fixedExpense), String(fixedExpense)],
  );
  return result.rows;
}
