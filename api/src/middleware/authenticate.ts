import type { Middleware } from 'koa';
import type { Knex } from 'knex';
import type { Role } from 'shared-ui/contracts';
import { ForbiddenError, UnauthorizedError } from '../errors/app-error';
import type { SessionTokens } from '../lib/tokens';
import type { AppState } from '../types';

interface SessionRow {
  id: number;
  role: Role;
  name: string;
  surname: string;
  email: string;
  token_version: number;
  translator_status: string | null;
}

/**
 * Checks the bearer token and, against the database, that the account still exists with the same role and
 * token version: a password change, an account deletion or a translator's removal revokes older tokens at once.
 * The same primary-key read brings the name and e-mail, so /auth/me costs one round trip, not two.
 */
export function authenticate(db: Knex, tokens: SessionTokens, { optional = false } = {}): Middleware<AppState> {
  return async function authenticateRequest(ctx, next) {
    const header = ctx.get('Authorization');
    const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!bearer) {
      if (optional) return next();
      throw new UnauthorizedError('unauthenticated');
    }
    const claims = tokens.verify(bearer);
    const row: SessionRow | undefined = claims
      ? await db('users')
          .leftJoin('translator_profiles', 'translator_profiles.user_id', 'users.id')
          .where('users.id', claims.sub)
          .whereNull('users.deleted_at')
          .first(
            'users.id',
            'users.role',
            'users.name',
            'users.surname',
            'users.email',
            'users.token_version',
            'translator_profiles.status as translator_status',
          )
      : undefined;
    const valid = claims && row && row.token_version === claims.tv && row.role === claims.role;
    const removedTranslator = row?.role === 'translator' && row.translator_status !== 'approved';
    if (!valid || removedTranslator) {
      if (optional) return next();
      throw new UnauthorizedError('sessionExpired');
    }
    ctx.state.user = { id: row.id, role: row.role, name: row.name, surname: row.surname, email: row.email };
    await next();
  };
}

/** Marks a role check with its roles, so the OpenAPI document can say who may call a route. */
export interface DescribedRoleCheck {
  roles: Role[];
}

export function requireRole(...roles: Role[]): Middleware<AppState> & DescribedRoleCheck {
  const middleware: Middleware<AppState> = async function requireRoleOf(ctx, next) {
    const user = ctx.state.user;
    if (!user) throw new UnauthorizedError();
    if (!roles.includes(user.role)) throw new ForbiddenError();
    await next();
  };
  return Object.assign(middleware, { roles });
}
