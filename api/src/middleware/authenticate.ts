import type { Middleware } from 'koa';
import type { Role } from 'shared-ui/contracts';
import { ForbiddenError, UnauthorizedError } from '../errors/app-error';
import type { AppDeps } from '../deps';
import { touchSession } from '../lib/sessions/login-sessions';
import { adminMustEnrol } from '../lib/two-step/admin-enrolment';
import type { AppState } from '../types';

/**
 * Checks the bearer token and that the account still exists with the same role and token version: a password
 * change, an account deletion or a translator's removal revokes older tokens at once. The account comes from the
 * session store (lib/sessions), which reads it once and keeps it until the database says it changed; the row also
 * brings the name and e-mail, so /auth/me needs nothing more. A token naming a sign-in session (`sid`) is refused
 * once that session is ended (Ayarlar › Güvenlik › Oturumlar), and its last use is recorded about once a minute.
 * Whether an admin must still enrol in two-step sign-in comes from the kept row and settings, not a query.
 */
export function authenticate(
  deps: Pick<AppDeps, 'tokens' | 'sessions' | 'db' | 'siteSettings'>,
  { optional = false } = {},
): Middleware<AppState> {
  return async function authenticateRequest(ctx, next) {
    const header = ctx.get('Authorization');
    const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!bearer) {
      if (optional) return next();
      throw new UnauthorizedError('unauthenticated');
    }
    const claims = deps.tokens.verify(bearer);
    const row = !claims
      ? undefined
      : claims.sid
        ? await deps.sessions.findWithSession(claims.sub, claims.sid)
        : await deps.sessions.find(claims.sub);
    const valid = claims && row && row.token_version === claims.tv && row.role === claims.role;
    const removedTranslator = row?.role === 'translator' && row.translator_status !== 'approved';
    if (!valid || removedTranslator) {
      if (optional) return next();
      throw new UnauthorizedError('sessionExpired');
    }
    ctx.state.user = { id: row.id, role: row.role, name: row.name, surname: row.surname, email: row.email };
    if (claims.sid) {
      ctx.state.user.sessionId = claims.sid;
      if (deps.sessions.dueForTouch(claims.sid)) await touchSession(deps.db, claims.sid, ctx.ip);
    }
    if (row.role === 'admin' && (await adminMustEnrol(deps, row))) ctx.state.user.mustEnrolTwoStep = true;
    await next();
  };
}

/** Marks a role check with its roles, so the OpenAPI document can say who may call a route. */
export interface DescribedRoleCheck {
  roles: Role[];
}

const everyRole: Role[] = ['user', 'translator', 'admin'];

export function requireRole(...roles: Role[]): Middleware<AppState> & DescribedRoleCheck {
  const middleware: Middleware<AppState> = async function requireRoleOf(ctx, next) {
    const user = ctx.state.user;
    if (!user) throw new UnauthorizedError();
    if (!roles.includes(user.role)) throw new ForbiddenError();
    // an admin the office requires two-step sign-in of reaches only what every account may use (Ayarlar, /auth/me)
    if (user.mustEnrolTwoStep && !everyRole.every((role) => roles.includes(role)))
      throw new ForbiddenError('twoStepRequired');
    await next();
  };
  return Object.assign(middleware, { roles });
}
