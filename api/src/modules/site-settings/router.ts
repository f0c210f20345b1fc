import Router from '@koa/router';
import { messageText, siteSettingsInput, type SiteSettingsInput } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { validate, type RouteContext } from '../../middleware/validate';
import { currentUser } from '../jobs/current-user';
import { assertMayRequireTwoStep } from '../../lib/two-step/admin-enrolment';
import { adminSiteSettings, updateSiteSettings } from './site-settings';

/** The admin's "Site ayarları" (ninth section) and the public read the payment page and footer use. */
export function siteSettingsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const admin = [authenticate(deps), requireRole('admin')];

  router.get('/public/site-settings', async (ctx) => {
    ctx.body = await deps.siteSettings.read();
  });
  router.get('/admin/site-settings', ...admin, async (ctx) => {
    ctx.body = await adminSiteSettings(deps);
  });
  router.put(
    '/admin/site-settings',
    ...admin,
    validate({ body: siteSettingsInput }),
    async (ctx: RouteContext<{ body: SiteSettingsInput }>) => {
      await assertMayRequireTwoStep(deps, currentUser(ctx).id, ctx.state.input.body);
      await updateSiteSettings(deps, currentUser(ctx).id, ctx.state.input.body);
      ctx.body = { message: messageText('siteSettingsSaved', ctx.state.locale), ...(await adminSiteSettings(deps)) };
    },
  );
  return router;
}
