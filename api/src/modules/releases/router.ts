import Router from '@koa/router';
import type { z } from 'zod';
import { messageText, releaseChoiceInput, releaseRemoteParam, type ReleaseChoiceInput } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { validate, type RouteContext } from '../../middleware/validate';
import { currentUser } from '../jobs/current-user';
import { adminReleases, chooseRelease } from './releases';

/** "Sürümler" in Site ayarları: which numbered release each remote serves, and the one-step rollback. */
export function releasesRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const admin = [authenticate(deps), requireRole('admin')];

  router.get('/admin/releases', ...admin, async (ctx) => {
    ctx.body = await adminReleases(deps);
  });
  router.put(
    '/admin/releases/:remote',
    ...admin,
    validate({ params: releaseRemoteParam, body: releaseChoiceInput }),
    async (ctx: RouteContext<{ params: z.output<typeof releaseRemoteParam>; body: ReleaseChoiceInput }>) => {
      const { params, body } = ctx.state.input;
      await chooseRelease(deps, currentUser(ctx).id, params.remote, body.version);
      ctx.body = { message: messageText('releaseChosen', ctx.state.locale), ...(await adminReleases(deps)) };
    },
  );
  return router;
}
