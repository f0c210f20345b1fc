import Router from '@koa/router';
import { z } from 'zod';
import {
  idParam,
  messageText,
  revokeVerificationInput,
  verificationCodeParam,
  type Locale,
  type RevokeVerificationInput,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { ForbiddenError } from '../../errors/app-error';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { rateLimitByIp } from '../../middleware/rate-limit';
import { validate, type RouteContext } from '../../middleware/validate';
import { currentUser } from '../jobs/current-user';
import { attachmentDisposition } from '../downloads/content-disposition';
import { qrPng, qrSvg, verificationPageUrl } from './verification-qr';
import {
  adminVerifications,
  customerVerification,
  publicVerification,
  revokeVerification,
  stampedCopyArea,
  stampedCopy,
  verificationByCode,
} from './verifications';

type CodeInput = { params: { code: string } };
const byCode = { params: verificationCodeParam };
const byJobId = { params: z.object({ id: idParam }) };
const qrQuery = z.object({ lang: z.enum(['tr', 'en']).default('tr') });
const signedQuery = z.object({
  exp: z.coerce.number().int('invalidValue'),
  sig: z.string().max(100, 'invalidValue'),
});

/**
 * Verifiable translations: the public check of a code, its QR codes, the customer's code and stamped
 * copies, and the office's list and revocation.
 */
export function verificationsRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const customer = [authenticate(deps), requireRole('user')];
  const admin = [authenticate(deps), requireRole('admin')];

  router.get(
    '/public/verifications/:code',
    rateLimitByIp(deps.limiters.perIp('verification')),
    validate(byCode),
    async (ctx: RouteContext<CodeInput>) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await publicVerification(deps, ctx.state.input.params.code);
    },
  );

  const qr = (format: 'png' | 'svg') => async (ctx: RouteContext<CodeInput & { query: { lang: Locale } }>) => {
    const row = await verificationByCode(deps, ctx.state.input.params.code);
    const url = verificationPageUrl(deps.env.PUBLIC_URL, row.code, ctx.state.input.query.lang);
    ctx.set('Content-Disposition', attachmentDisposition(`verification-${row.code}.${format}`));
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.type = format === 'png' ? 'image/png' : 'image/svg+xml';
    ctx.body = format === 'png' ? await qrPng(url) : await qrSvg(url);
  };
  // each lookup of a code, found or not, counts: guessing codes through the QR images is as slow as through the page
  const qrLimit = rateLimitByIp(deps.limiters.perIp('verification-qr'));
  router.get('/public/verifications/:code/qr.png', qrLimit, validate({ ...byCode, query: qrQuery }), qr('png'));
  router.get('/public/verifications/:code/qr.svg', qrLimit, validate({ ...byCode, query: qrQuery }), qr('svg'));

  router.get(
    '/verified-copy/:code/:position',
    validate({ params: z.object({ code: z.string().max(64), position: idParam }), query: signedQuery }),
    async (ctx: RouteContext<{ params: { code: string; position: number }; query: { exp: number; sig: string } }>) => {
      const { params, query } = ctx.state.input;
      if (!deps.signedLinks.isValid(stampedCopyArea, `${params.code}/${params.position}`, query.exp, query.sig))
        throw new ForbiddenError();
      const { row, bytes, name } = await stampedCopy(deps, params.code, params.position);
      ctx.set('Content-Disposition', attachmentDisposition(name.replace(/\.pdf$/i, '') + `-${row.code}.pdf`));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = 'application/pdf';
      ctx.body = bytes;
    },
  );

  router.get(
    '/user/job/:id/verification',
    ...customer,
    validate(byJobId),
    async (ctx: RouteContext<{ params: { id: number } }>) => {
      const { id } = ctx.state.input.params;
      ctx.body = { verification: await customerVerification(deps, currentUser(ctx).id, id) };
    },
  );

  router.get(
    '/admin/jobs/:id/verifications',
    ...admin,
    validate(byJobId),
    async (ctx: RouteContext<{ params: { id: number } }>) => {
      ctx.body = { items: await adminVerifications(deps, ctx.state.input.params.id) };
    },
  );
  router.post(
    '/admin/verifications/:code/revoke',
    ...admin,
    validate({ ...byCode, body: revokeVerificationInput }),
    async (ctx: RouteContext<CodeInput & { body: RevokeVerificationInput }>) => {
      const { params, body } = ctx.state.input;
      const items = await revokeVerification(deps, currentUser(ctx).id, params.code, body.reason);
      ctx.body = { message: messageText('verificationRevoked', ctx.state.locale), items };
    },
  );
  return router;
}
