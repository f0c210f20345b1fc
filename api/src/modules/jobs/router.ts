import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { adminJobsRouter } from '../admin-jobs/router';
import { customerJobsRouter } from '../customer-jobs/router';
import { downloadsRouter } from '../downloads/router';
import { translatorJobsRouter } from '../translator-jobs/router';
import { revisionsRouter } from '../revisions/router';
import { jobThreadRouter } from '../job-thread/router';
import { deadlineChangesRouter } from '../deadline-changes/router';

/**
 * The marketplace loop (its states and moves are shared-ui/src/contracts/job-lifecycle.ts): customer, translator and
 * admin job calls, and downloads.
 */
export function jobsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  for (const part of [
    customerJobsRouter(deps),
    translatorJobsRouter(deps),
    adminJobsRouter(deps),
    downloadsRouter(deps),
    revisionsRouter(deps),
    jobThreadRouter(deps),
    deadlineChangesRouter(deps),
  ]) {
    router.use(part.routes());
  }
  return router;
}
