import Router from '@koa/router';
import type { AppDeps } from '../deps';
import type { AppState } from '../types';
import { healthRouter } from './health/router';
import { contentRouter } from './content/router';
import { authRouter } from './auth/router';
import { translatorsRouter } from './translators/router';
import { settingsRouter } from './settings/router';
import { statsRouter } from './stats/router';
import { jobsRouter } from './jobs/router';
import { adminTasksRouter } from './admin-tasks/router';
import { siteSettingsRouter } from './site-settings/router';
import { releasesRouter } from './releases/router';
import { verificationsRouter } from './verifications/router';
import { payoutsRouter } from './payouts/router';
import { jobPreviewsRouter } from './job-previews/router';
import { ratingsRouter } from './ratings/router';
import { pricingRouter } from './pricing/router';
import { paymentsRouter } from './payments/router';
import { receiptsRouter } from './receipts/router';
import { paperDeliveriesRouter } from './paper-deliveries/router';
import { twoStepRouter } from './two-step/router';
import { loginSessionsRouter } from './login-sessions/router';
import { adminAuditRouter } from './admin-audit/router';
import { fileRetentionRouter } from './file-retention/router';
import { privacyRouter } from './privacy/router';

/** Every module's router under /api. The route-table test walks this to check access rules. */
export function apiRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  for (const module of [
    healthRouter(deps),
    contentRouter(deps),
    authRouter(deps),
    jobsRouter(deps),
    translatorsRouter(deps),
    settingsRouter(deps),
    statsRouter(deps),
    adminTasksRouter(deps),
    siteSettingsRouter(deps),
    releasesRouter(deps),
    verificationsRouter(deps),
    payoutsRouter(deps),
    jobPreviewsRouter(deps),
    ratingsRouter(deps),
    pricingRouter(deps),
    paymentsRouter(deps),
    receiptsRouter(deps),
    paperDeliveriesRouter(deps),
    twoStepRouter(deps),
    loginSessionsRouter(deps),
    adminAuditRouter(deps),
    fileRetentionRouter(deps),
    privacyRouter(deps),
  ]) {
    router.use(module.routes());
  }
  return router;
}
