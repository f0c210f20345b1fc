import Router from '@koa/router';
import { z } from 'zod';
import { idParam } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { validate, type RouteContext } from '../../middleware/validate';
import { currentUser } from '../jobs/current-user';
import { previewFor } from './job-previews';

/** The watermarked first page of an open job's document, for approved translators only. */
export function jobPreviewsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  // authenticate() lets translators through only while approved; removed accounts are refused with the token
  const translator = [authenticate(deps), requireRole('translator')];
  router.get(
    '/translator/job/:id/preview',
    ...translator,
    validate({ params: z.object({ id: idParam }) }),
    async (ctx: RouteContext<{ params: { id: number } }>) => {
      ctx.body = await previewFor(deps, currentUser(ctx), ctx.state.input.params.id);
      ctx.type = 'image/jpeg';
      // each image names its viewer: never shared by a cache
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('Content-Disposition', 'inline; filename="preview.jpg"');
    },
  );
  return router;
}
