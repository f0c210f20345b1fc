import type { AdminStats, FinanceRow } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { findMonthlyFinanceRows, jobCountIn } from '../jobs/job-stats-repository';
import { approvedTranslatorCount } from '../settings/translator-repository';
import { activeCustomerCount } from '../settings/people-repository';

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
         ? as users,
         ? as translators,
         ? as pending_jobs,
         ? as completed_jobs`,
      [
        activeCustomerCount(db),
        approvedTranslatorCount(db),
        jobCountIn(db, pendingJobStatuses),
        jobCountIn(db, ['completed']),
      ],
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
  const rows = await findMonthlyFinanceRows(db, now, env.FIXED_MONTHLY_EXPENSE);
  return rows.map((r) => ({
    month: r.month,
    total_income: Number(r.total_income),
    total_expense: Number(r.total_expense),
    fixed_expense: Number(r.fixed_expense),
    net_profit: Number(r.net_profit),
  }));
}
