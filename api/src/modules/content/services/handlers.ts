import type { z } from 'zod';
import {
  messageText,
  type serviceCreateInput,
  type serviceLangQuery,
  type serviceUpdateInput,
} from 'shared-ui/contracts';
import type { RouteContext } from '../../../middleware/validate';
import type { servicesService } from './service';

type Services = ReturnType<typeof servicesService>;
type BySlug = { params: { slug: string } };
type LangQuery = { query: z.output<typeof serviceLangQuery> };

export function serviceHandlers(services: Services) {
  return {
    async listPublicServices(ctx: RouteContext) {
      ctx.body = await services.listPublic();
    },
    async showPublicService(ctx: RouteContext<BySlug & LangQuery>) {
      ctx.body = await services.publicBySlug(ctx.state.input.params.slug, ctx.state.input.query.lang);
    },
    async listServices(ctx: RouteContext) {
      ctx.body = await services.listForAdmin();
    },
    async showServiceContent(ctx: RouteContext<BySlug & LangQuery>) {
      ctx.body = await services.contentForAdmin(ctx.state.input.params.slug, ctx.state.input.query.lang);
    },
    async createService(ctx: RouteContext<{ body: z.output<typeof serviceCreateInput> }>) {
      const service = await services.create(ctx.state.input.body);
      ctx.status = 201;
      ctx.body = { message: messageText('serviceCreated', ctx.state.locale), service };
    },
    async updateService(ctx: RouteContext<BySlug & { body: z.output<typeof serviceUpdateInput> }>) {
      await services.update(ctx.state.input.params.slug, ctx.state.input.body);
      ctx.body = { message: messageText('serviceUpdated', ctx.state.locale) };
    },
    async deleteService(ctx: RouteContext<BySlug>) {
      await services.remove(ctx.state.input.params.slug);
      ctx.body = { message: messageText('serviceDeleted', ctx.state.locale) };
    },
  };
}
