import Router from '@koa/router';
import {
  confirmTwoStepInput,
  messageText,
  secondStepInput,
  twoStepProofInput,
  type SecondStepData,
  type TwoStepProofData,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { rateLimitByIp } from '../../middleware/rate-limit';
import { validate, type RouteContext } from '../../middleware/validate';
import { currentUser } from '../jobs/current-user';
import { confirmEnrolment, disableTwoStep, renewRecoveryCodes, startEnrolment, twoStepStatus } from './enrolment';
import { completeSecondStep } from './second-step';

/**
 * Two-step sign-in: the second step of POST /auth/login (public, limited per IP and per account), and every
 * account's own set-up under Ayarlar › Güvenlik.
 */
export function twoStepRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const signedIn = [authenticate(deps), requireRole('user', 'translator', 'admin')];

  router.post(
    '/auth/login/second-step',
    rateLimitByIp(deps.limiters.perIp('second-step')),
    validate({ body: secondStepInput }),
    async (ctx: RouteContext<{ body: SecondStepData }>) => {
      const place = { ip: ctx.ip, userAgent: ctx.get('User-Agent') };
      ctx.body = await completeSecondStep(deps, ctx.state.input.body, ctx.state.locale, place);
    },
  );
  router.get('/settings/two-step', ...signedIn, async (ctx) => {
    ctx.body = await twoStepStatus(deps, currentUser(ctx));
  });
  router.post('/settings/two-step/enrolment', ...signedIn, async (ctx) => {
    ctx.body = await startEnrolment(deps, currentUser(ctx));
  });
  router.post(
    '/settings/two-step/enrolment/confirm',
    ...signedIn,
    validate({ body: confirmTwoStepInput }),
    async (ctx: RouteContext<{ body: { code: string } }>) => {
      ctx.body = await confirmEnrolment(deps, currentUser(ctx), ctx.state.input.body.code, ctx.state.locale);
    },
  );
  router.post(
    '/settings/two-step/recovery-codes',
    ...signedIn,
    validate({ body: twoStepProofInput }),
    async (ctx: RouteContext<{ body: TwoStepProofData }>) => {
      ctx.body = await renewRecoveryCodes(deps, currentUser(ctx), ctx.state.input.body, ctx.state.locale);
    },
  );
  router.post(
    '/settings/two-step/disable',
    ...signedIn,
    validate({ body: twoStepProofInput }),
    async (ctx: RouteContext<{ body: TwoStepProofData }>) => {
      await disableTwoStep(deps, currentUser(ctx), ctx.state.input.body);
      ctx.body = { message: messageText('twoStepDisabled', ctx.state.locale) };
    },
  );
  return router;
}
