import Router from '@koa/router';
import { z } from 'zod';
import { messageText, type LoginSessionDto, type SignOutOthersResult } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { NotFoundError } from '../../errors/app-error';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { validate, type RouteContext } from '../../middleware/validate';
import { endOtherSessions, endSession, listSessions } from '../../lib/sessions/login-sessions';
import { currentUser } from '../jobs/current-user';
import { deviceName } from './device-name';

const sessionParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'invalidValue'),
});

/** Ayarlar › Güvenlik › Oturumlar: the account's signed-in devices; any of them, or all but this one, signed out. */
export function loginSessionsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/settings/sessions' });
  const signedIn = [authenticate(deps), requireRole('user', 'translator', 'admin')];

  router.get('/', ...signedIn, async (ctx) => {
    const user = currentUser(ctx);
    const rows = await listSessions(deps.db, user.id);
    const body: LoginSessionDto[] = rows.map((row) => ({
      id: row.id,
      device: deviceName(row.user_agent),
      ip: row.ip,
      created_at: new Date(row.created_at).toISOString(),
      last_used_at: new Date(row.last_used_at).toISOString(),
      current: row.id === user.sessionId,
    }));
    ctx.body = body;
  });
  router.post('/sign-out-others', ...signedIn, async (ctx) => {
    const user = currentUser(ctx);
    const { token, ended } = await endOtherSessions(deps, user, user.sessionId);
    const body: SignOutOthersResult = {
      message: messageText('otherSessionsSignedOut', ctx.state.locale),
      token,
      signed_out: ended,
    };
    ctx.body = body;
  });
  router.delete(
    '/:id',
    ...signedIn,
    validate({ params: sessionParams }),
    async (ctx: RouteContext<{ params: { id: string } }>) => {
      if (!(await endSession(deps.db, currentUser(ctx).id, ctx.state.input.params.id))) throw new NotFoundError();
      ctx.body = { message: messageText('sessionSignedOut', ctx.state.locale) };
    },
  );
  return router;
}
