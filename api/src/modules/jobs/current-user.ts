import type { ParameterizedContext } from 'koa';
import { UnauthorizedError } from '../../errors/app-error';
import type { AppState, AuthUser } from '../../types';

/** The signed-in user of a route behind authenticate(); a route without it is a wiring bug, answered 401. */
export function currentUser(ctx: ParameterizedContext<AppState>): AuthUser {
  const user = ctx.state.user;
  if (!user) throw new UnauthorizedError();
  return user;
}
