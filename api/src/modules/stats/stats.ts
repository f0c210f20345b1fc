import type { AdminStats, FinanceRow } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { approvedTranslatorCount } from '../settings/translator-repository';

/** Jobs still to be finished: open, awaiting payment, being translated, or reopened for revision. */
export const pendingJobStatuses = ['waiting', 'waiting_payment', 'in_progress', 'revision_requested'] as const;

/**
 * Dashboard counts: customers and approved translators with live accounts; jobs by status, hidden ones included
 * (a customer hiding a job from their list does not undo the work).
 */
export async function adminStats(deps: AppDeps): Promise<AdminStats> {
  const { db } = deps;
  const row: { users: number; translators: number; pending_jobs: number; completed_jobs: number } = (
    await db.raw(
      `select
         (select count(*)::int from users where role = 'user' and deleted_at is null) as users,
         ? as translators,
         (select count(*)::int from jobs where status in (${pendingJobStatuses.map(() => '?').join(',')})) as pending_jobs,
         (select count(*)::int from jobs where status = 'completed') as completed_jobs`,
      [approvedTranslatorCount(db), ...pendingJobStatuses],
    )
  ).rows[0];
  return {
    users: row.users,
    translators: row.translators,
    pendingJobs: row.pending_jobs,
    completedJobs: row.completed_jobs,
  };
}

/**
 * The last 12 months, oldest first, in Europe/Istanbul: income = customer prices of jobs paid that month,
 * expense = the translator prices of those jobs, fixed = FIXED_MONTHLY_EXPENSE, net = income − expense − fixed.
 * Summed in SQL numeric and rounded to kuruş there, so no float error creeps into money.
 */
export async function monthlyFinance(deps: AppDeps, now: Date = new Date()): Promise<FinanceRow[]> {
  const { db, env } = deps;
  const result: {
    rows: { month: string; total_income: string; total_expense: string; fixed_expense: string; net_profit: string }[];
  } = await db.raw(
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
    [now.toISOString(), now.toISOString(), String(env.FIXED_MONTHLY_EXPENSE), String(env.FIXED_MONTHLY_EXPENSE)],
  );
  return result.rows.map((r) => ({
    month: r.month,
    total_income: Number(r.total_income),
    total_expense: Number(r.total_expense),
    fixed_expense: Number(r.fixed_expense),
    net_profit: Number(r.net_profit),
  }));
}
