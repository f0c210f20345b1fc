import type { JobRetentionDto } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { TaskDefinition } from '../../lib/tasks/task-queue';
import { ForbiddenError, NotFoundError } from '../../errors/app-error';
import { deleteExpiredFiles } from './delete-job-files';
import { findRetentionRow } from '../jobs/job-retention-repository';

/** The settings in force: the kept ones in a request, read afresh by the daily task. */
type Deps = Pick<AppDeps, 'db' | 'storage' | 'logger'> & { siteSettings: Pick<AppDeps['siteSettings'], 'read'> };

const dayMs = 24 * 3600 * 1000;

/** GET /user/job/{id}/retention: when the customer's own job's files go, or went. */
export async function jobRetentionFor(deps: Deps, customerId: number, jobId: number): Promise<JobRetentionDto> {
  const job = await findRetentionRow(deps.db, jobId);
  if (!job) throw new NotFoundError();
  if (job.user_id !== customerId) throw new ForbiddenError();
  if (job.hidden_at) throw new NotFoundError();
  const { file_retention_days: days } = await deps.siteSettings.read();
  const closedAt = job.closed_at ? new Date(job.closed_at) : null;
  return {
    retention_days: days,
    closed_at: closedAt?.toISOString() ?? null,
    delete_after: closedAt ? new Date(closedAt.getTime() + days * dayMs).toISOString() : null,
    deleted_at: job.files_deleted_at ? new Date(job.files_deleted_at).toISOString() : null,
    can_delete_now: closedAt !== null && !job.files_deleted_at,
  };
}

export const fileRetentionTaskName = 'file-retention';

/** Daily at 04:30 in Istanbul (01:30 UTC), on one instance however many run. */
export function fileRetentionTask(deps: Deps): TaskDefinition<object> {
  return {
    name: fileRetentionTaskName,
    cron: '30 1 * * *',
    retryLimit: 2,
    // a long backlog of files in a slow bucket: one job at a time, each in its own transaction
    expireInSeconds: 3600,
    run: async () => {
      const deleted = await deleteExpiredFiles(deps);
      deps.logger.info({ deleted }, 'files of jobs past their retention deleted');
    },
  };
}
