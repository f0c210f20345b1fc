import Router from '@koa/router';
import { emailOnlyInput, loginInput, registerInput, resetPasswordInput, verifyEmailInput } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { rateLimitByIp } from '../../middleware/rate-limit';
import { validate } from '../../middleware/validate';
import { authHandlers } from './handlers';

/** Spec 7.1. Public except /auth/me; each public write is rate-limited per IP before anything else runs. */
export function authRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const h = authHandlers(deps);
  const perIp = (name: string) => rateLimitByIp(deps.limiters.perIp(name));

  router.post('/auth/register', perIp('register'), validate({ body: registerInput }), h.register);
  router.post('/auth/login', perIp('login'), validate({ body: loginInput }), h.login);
  router.get('/auth/me', authenticate(deps), requireRole('user', 'translator', 'admin'), h.me);
  router.post('/auth/verify-email', perIp('verify'), validate({ body: verifyEmailInput }), h.verifyEmail);
  router.post('/resend-verification', perIp('resend'), validate({ body: emailOnlyInput }), h.resendVerification);
  router.post('/auth/forgot-password', perIp('forgot'), validate({ body: emailOnlyInput }), h.forgotPassword);
  router.post('/auth/reset-password', perIp('reset'), validate({ body: resetPasswordInput }), h.resetPassword);
  return router;
}
