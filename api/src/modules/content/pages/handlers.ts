import type { z } from 'zod';
import { messageText, type ContentLang, type pageInput } from 'shared-ui/contracts';
import type { RouteContext } from '../../../middleware/validate';
import type { pagesService } from './service';

type Pages = ReturnType<typeof pagesService>;
type PageBody = z.output<typeof pageInput>;

export function pageHandlers(pages: Pages) {
  return {
    async listPages(ctx: RouteContext) {
      ctx.body = await pages.list();
    },
    async showPublicPage(ctx: RouteContext<{ params: { slug: string }; query: { lang: ContentLang } }>) {
      const { slug } = ctx.state.input.params;
      const { lang } = ctx.state.input.query;
      const moved = await pages.movedSlugOf(slug);
      if (moved) {
        ctx.status = 301;
        const query = ctx.querystring ? `?lang=${lang}` : '';
        ctx.redirect(`/api/public/pages/${encodeURIComponent(moved)}${query}`);
        return;
      }
      ctx.body = await pages.publicBySlug(slug, lang);
    },
    async createPage(ctx: RouteContext<{ body: PageBody }>) {
      const page = await pages.create(ctx.state.input.body);
      ctx.status = 201;
      ctx.body = { message: messageText('pageSaved', ctx.state.locale), page };
    },
    async updatePage(ctx: RouteContext<{ params: { id: number }; body: PageBody }>) {
      const page = await pages.update(ctx.state.input.params.id, ctx.state.input.body);
      ctx.body = { message: messageText('pageSaved', ctx.state.locale), page };
    },
    async deletePage(ctx: RouteContext<{ params: { id: number } }>) {
      await pages.remove(ctx.state.input.params.id);
      ctx.body = { message: messageText('pageDeleted', ctx.state.locale) };
    },
  };
}
