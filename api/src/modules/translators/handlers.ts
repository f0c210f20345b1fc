import type { File } from 'formidable';
import type { Middleware } from 'koa';
import { messageText, type ApplyData, type FeatureData, type ListQuery } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { UnauthorizedError } from '../../errors/app-error';
import { filesOf } from '../../lib/uploads';
import type { RouteContext } from '../../middleware/validate';
import type { AppState } from '../../types';
import { submitApplication } from './application';
import { decideApplication, removeTranslator, setFeatured } from './admin-review';
import {
  listApprovedTranslators,
  listFeaturedTranslators,
  listPendingTranslators,
  listTranslatorJobs,
} from './admin-lists';

type IdParams = { params: { id: number } };

/** A filled honeypot is a bot: it is answered exactly like a success, before any check, and nothing is kept. */
export function answerHoneypotLikeSuccess(): Middleware<AppState> {
  return async function honeypot(ctx, next) {
    const hp = (ctx.request.body as Record<string, unknown> | undefined)?.hp;
    if (typeof hp === 'string' && hp.trim() !== '') {
      ctx.status = 201;
      ctx.body = { message: messageText('applicationReceived', ctx.state.locale) };
      return;
    }
    await next();
  };
}

export function translatorHandlers(deps: AppDeps) {
  const adminId = (ctx: RouteContext<unknown>) => {
    if (!ctx.state.user) throw new UnauthorizedError();
    return ctx.state.user.id;
  };

  return {
    async apply(ctx: RouteContext<{ body: ApplyData }>) {
      const files = ctx.request.files as Record<string, File | File[]> | undefined;
      await submitApplication(
        deps,
        ctx.state.input.body,
        { cv: filesOf(files, 'cv_file'), certificates: filesOf(files, 'certificates') },
        ctx.state.locale,
        ctx.ip,
      );
      ctx.status = 201;
      ctx.body = { message: messageText('applicationReceived', ctx.state.locale) };
    },

    async featured(ctx: RouteContext) {
      ctx.body = await listFeaturedTranslators(deps);
    },

    async pending(ctx: RouteContext<{ query: ListQuery }>) {
      ctx.body = await listPendingTranslators(deps, ctx.state.input.query);
    },

    async approved(ctx: RouteContext<{ query: ListQuery }>) {
      ctx.body = await listApprovedTranslators(deps, ctx.state.input.query);
    },

    async approve(ctx: RouteContext<IdParams>) {
      await decideApplication(deps, ctx.state.input.params.id, 'approved', adminId(ctx));
      ctx.body = { message: messageText('applicationApproved', ctx.state.locale) };
    },

    async reject(ctx: RouteContext<IdParams>) {
      await decideApplication(deps, ctx.state.input.params.id, 'rejected', adminId(ctx));
      ctx.body = { message: messageText('applicationRejected', ctx.state.locale) };
    },

    async remove(ctx: RouteContext<IdParams>) {
      await removeTranslator(deps, ctx.state.input.params.id, adminId(ctx));
      ctx.body = { message: messageText('translatorDeleted', ctx.state.locale) };
    },

    async jobs(ctx: RouteContext<IdParams & { query: ListQuery }>) {
      ctx.body = await listTranslatorJobs(deps, ctx.state.input.params.id, ctx.state.input.query);
    },

    async feature(ctx: RouteContext<IdParams & { body: FeatureData }>) {
      const { id } = ctx.state.input.params;
      const featured = ctx.state.input.body.is_featured;
      await setFeatured(deps, id, featured, adminId(ctx));
      ctx.body = { id, is_featured: featured ? 1 : 0, message: messageText('featuredUpdated', ctx.state.locale) };
    },
  };
}
