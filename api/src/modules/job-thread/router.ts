import Router from '@koa/router';
import type { File } from 'formidable';
import { z } from 'zod';
import { idParam, jobMessageFields, MESSAGE_MAX_FILES } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { multipart } from '../../middleware/multipart';
import { validate, type RouteContext } from '../../middleware/validate';
import { filesOf, uploadKinds } from '../../lib/uploads';
import { currentUser } from '../jobs/current-user';
import { postMessage, readThread, threadAfterCheck, type Side } from './thread';

type Input = { params: { id: number }; body: { body: string } };
const byId = { params: z.object({ id: idParam }) };

/** The job's message thread: the customer on /user, the office (any admin) on /admin. */
export function jobThreadRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const auth = authenticate(deps);
  const upload = multipart({ maxFileBytes: uploadKinds.attachment.maxBytes, maxFiles: MESSAGE_MAX_FILES + 1 });

  const read = (side: Side) => async (ctx: RouteContext<{ params: { id: number } }>) => {
    ctx.body = await readThread(deps, ctx.state.input.params.id, { id: currentUser(ctx).id, side });
  };
  const post = (side: Side) => async (ctx: RouteContext<Input>) => {
    const { params, body } = ctx.state.input;
    const files = filesOf(ctx.request.files as Record<string, File | File[]> | undefined, 'files').filter(
      (f) => f.size > 0,
    );
    const author = { id: currentUser(ctx).id, side };
    await postMessage(deps, params.id, author, body.body, files);
    ctx.status = 201;
    ctx.body = await threadAfterCheck(deps, params.id, author);
  };

  const messageBody = { ...byId, body: jobMessageFields };
  router.get('/user/job/:id/messages', auth, requireRole('user'), validate(byId), read('customer'));
  router.post('/user/job/:id/messages', auth, requireRole('user'), upload, validate(messageBody), post('customer'));
  router.get('/admin/jobs/:id/messages', auth, requireRole('admin'), validate(byId), read('office'));
  router.post('/admin/job/:id/messages', auth, requireRole('admin'), upload, validate(messageBody), post('office'));
  return router;
}
