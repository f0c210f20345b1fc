import Router from '@koa/router';
import { z } from 'zod';
import { consentInput, idParam, messageText, privacyNoticeInput, type Locale } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { authenticate, requireRole } from '../../middleware/authenticate';
import { validate, type RouteContext } from '../../middleware/validate';
import { consentStatus, giveConsent } from './consents';
import { listDataExports, requestDataExport } from './data-exports';
import { downloadExport } from './download-export';
import { adminNotice, publicNotice, publishNotice } from './privacy-notice';

const noticeQuery = z.object({ lang: z.enum(['tr', 'en'], { error: 'invalidValue' }).optional() });
const exportParams = z.object({ id: idParam });
const signedQuery = z.object({
  exp: z.coerce.number({ error: 'invalidValue' }).int('invalidValue').optional(),
  sig: z.string().max(200, 'tooLong').optional(),
});

/**
 * The data rights of every account (KVKK / GDPR): the privacy notice in versions and consent to it, and the
 * account's data export. The office publishes notice versions.
 */
export function privacyRouter(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const signedIn = [authenticate(deps), requireRole('user', 'translator', 'admin')];
  const admin = [authenticate(deps), requireRole('admin')];
  const me = (ctx: RouteContext<unknown>) => (ctx.state.user as { id: number }).id;

  router.get(
    '/public/privacy-notice',
    validate({ query: noticeQuery }),
    async (ctx: RouteContext<{ query: { lang?: Locale } }>) => {
      ctx.body = await publicNotice(deps, ctx.state.input.query.lang ?? ctx.state.locale);
    },
  );
  router.get('/admin/privacy-notice', ...admin, async (ctx) => {
    ctx.body = await adminNotice(deps);
  });
  router.post(
    '/admin/privacy-notice',
    ...admin,
    validate({ body: privacyNoticeInput }),
    async (ctx: RouteContext<{ body: z.output<typeof privacyNoticeInput> }>) => {
      const notice = await publishNotice(deps, me(ctx), ctx.state.input.body);
      ctx.status = 201;
      ctx.body = { message: messageText('noticePublished', ctx.state.locale), notice };
    },
  );

  router.get('/settings/privacy-consent', ...signedIn, async (ctx) => {
    ctx.body = await consentStatus(deps, me(ctx));
  });
  router.post(
    '/settings/privacy-consent',
    ...signedIn,
    validate({ body: consentInput }),
    async (ctx: RouteContext<{ body: { version: number } }>) => {
      const status = await giveConsent(deps, me(ctx), ctx.state.input.body.version, ctx.ip || null);
      ctx.body = { message: messageText('consentRecorded', ctx.state.locale), consent: status };
    },
  );

  router.get('/settings/data-exports', ...signedIn, async (ctx) => {
    ctx.body = await listDataExports(deps, me(ctx));
  });
  router.post('/settings/data-exports', ...signedIn, async (ctx) => {
    const created = await requestDataExport(deps, me(ctx));
    ctx.status = 202;
    ctx.body = { message: messageText('dataExportRequested', ctx.state.locale), export: created };
  });
  router.get(
    '/settings/data-exports/:id/download',
    authenticate(deps, { optional: true }),
    validate({ params: exportParams, query: signedQuery }),
    downloadExport(deps),
  );
  return router;
}
