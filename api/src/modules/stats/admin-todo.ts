import { adminTodoKeys, type AdminTodoDto } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { taskNames } from '../../lib/tasks/task-definitions';
import { pendingRequestCount } from '../deadline-changes/repository';
import { unreadCustomerThreadCount } from '../job-thread/repository';
import { awaitingPriceCount, reportedPaymentCount } from '../jobs/job-stats-repository';
import { openRequestCount } from '../revisions/repository';
import { pendingApplicantCount } from '../settings/translator-repository';

/**
 * What waits for the office, counted in one statement: applicants to review, waiting jobs (no price yet), payments
 * customers reported but nobody confirmed, jobs with customer messages nobody read, pending due-date and revision
 * requests, and mails that failed every retry (pg-boss keeps them in pgboss.job: lib/tasks/task-queue.ts). A count
 * whose table has moved to its owner comes as that repository's subquery (api/src/db/models/owners.mjs).
 */
export async function adminTodo(deps: Pick<AppDeps, 'db'>): Promise<AdminTodoDto> {
  const row: Record<string, number> = (
    await deps.db.raw(
      `select
         ? as "pendingApplicants",
         ? as "jobsAwaitingPrice",
         ? as "reportedPayments",
         ? as "unreadMessages",
         ? as "dueDateRequests",
         ? as "revisionRequests",
         (select count(*)::int from pgboss.job where state = 'failed' and name = ?) as "failedMails"`,
      [
        pendingApplicantCount(deps.db),
        awaitingPriceCount(deps.db),
        reportedPaymentCount(deps.db),
        unreadCustomerThreadCount(deps.db),
        pendingRequestCount(deps.db),
        openRequestCount(deps.db),
        taskNames.mail,
      ],
    )
  ).rows[0];
  return { items: adminTodoKeys.map((key) => ({ key, count: row[key] ?? 0 })) };
}
