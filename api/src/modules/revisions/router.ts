import Router from '@koa/router';
import type { File } from 'formidable';
import { z } from 'zod';
import { idParam, messageText, REVISION_MAX_FILES, revisionRequestFields } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { multipart } from '../../middleware/multipart';
import { validate, type RouteContext } from '../../middleware/validate';
import { filesOf, uploadKinds } from '../../lib/uploads';
import { currentUser } from '../jobs/current-user';
import { customerJobDtoOf } from '../customer-jobs/customer-jobs';
import { askRevision } from './revision-requests';

type Input = { params: { id: number }; body: { reason: string } };

/** "Revizyon iste" inside the product: the customer's request with a reason and optional files. */
export function revisionsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const customer = [authenticate(deps), requireRole('user')];
  router.post(
    '/user/job/:id/revision',
    ...customer,
    multipart({ maxFileBytes: uploadKinds.attachment.maxBytes, maxFiles: REVISION_MAX_FILES + 1 }),
    validate({ params: z.object({ id: idParam }), body: revisionRequestFields }),
    async (ctx: RouteContext<Input>) => {
      const { params, body } = ctx.state.input;
      const files = filesOf(ctx.request.files as Record<string, File | File[]> | undefined, 'files').filter(
        (f) => f.size > 0,
      );
      await askRevision(deps, currentUser(ctx).id, params.id, body.reason, files);
      ctx.status = 201;
      ctx.body = {
        message: messageText('revisionAsked', ctx.state.locale),
        job: await customerJobDtoOf(deps, params.id),
      };
    },
  );
  return router;
}
