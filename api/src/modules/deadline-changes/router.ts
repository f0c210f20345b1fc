import Router from '@koa/router';
import { z } from 'zod';
import {
  deadlineDeclineInput,
  deadlineRequestInput,
  idParam,
  messageText,
  type DeadlineDeclineInput,
  type DeadlineRequestAnswer,
  type DeadlineRequestDto,
  type DeadlineRequestInput,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { validate, type RouteContext } from '../../middleware/validate';
import { currentUser } from '../jobs/current-user';
import { askDeadlineChange, decideDeadlineChange, pendingRequests } from './deadline-changes';

const byId = { params: z.object({ id: idParam }) };

/**
 * Due-date requests: the assigned translator asks on /translator, the office lists and decides
 * on /admin. authenticate() lets only approved translators through with the translator role.
 */
export function deadlineChangesRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const auth = authenticate(deps);

  router.post(
    '/translator/job/:id/deadline-request',
    auth,
    requireRole('translator'),
    validate({ ...byId, body: deadlineRequestInput }),
    async (ctx: RouteContext<{ params: { id: number }; body: DeadlineRequestInput }>) => {
      const { params, body } = ctx.state.input;
      const request = await askDeadlineChange(deps, currentUser(ctx).id, params.id, body);
      ctx.status = 201;
      ctx.body = { message: messageText('deadlineAsked', ctx.state.locale), request } satisfies DeadlineRequestAnswer;
    },
  );

  router.get('/admin/deadline-requests', auth, requireRole('admin'), async (ctx) => {
    ctx.body = { items: await pendingRequests(deps.db) } satisfies { items: DeadlineRequestDto[] };
  });

  router.put(
    '/admin/deadline-request/:id/accept',
    auth,
    requireRole('admin'),
    validate(byId),
    async (ctx: RouteContext<{ params: { id: number } }>) => {
      const request = await decideDeadlineChange(deps, currentUser(ctx).id, ctx.state.input.params.id, {
        accept: true,
      });
      ctx.body = {
        message: messageText('deadlineAccepted', ctx.state.locale),
        request,
      } satisfies DeadlineRequestAnswer;
    },
  );

  router.put(
    '/admin/deadline-request/:id/decline',
    auth,
    requireRole('admin'),
    validate({ ...byId, body: deadlineDeclineInput }),
    async (ctx: RouteContext<{ params: { id: number }; body: DeadlineDeclineInput }>) => {
      const { params, body } = ctx.state.input;
      const request = await decideDeadlineChange(deps, currentUser(ctx).id, params.id, {
        accept: false,
        note: body.note,
      });
      ctx.body = {
        message: messageText('deadlineDeclined', ctx.state.locale),
        request,
      } satisfies DeadlineRequestAnswer;
    },
  );
  return router;
}
