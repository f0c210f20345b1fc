import type { z } from 'zod';
import { messageText, type languageInput, type scriptTypeInput, type scriptTypeQuery } from 'shared-ui/contracts';
import type { RouteContext } from '../../../middleware/validate';
import type { languagesService } from './service';

type Languages = ReturnType<typeof languagesService>;
type ById = { params: { id: number } };

export function languageHandlers(languages: Languages) {
  return {
    async listLanguages(ctx: RouteContext) {
      ctx.body = await languages.list();
    },
    async addLanguage(ctx: RouteContext<{ body: z.output<typeof languageInput> }>) {
      const language = await languages.add(ctx.state.input.body.name, ctx.state.input.body.name_en);
      ctx.status = 201;
      ctx.body = { message: messageText('languageAdded', ctx.state.locale), language };
    },
    async deleteLanguage(ctx: RouteContext<ById>) {
      await languages.remove(ctx.state.input.params.id);
      ctx.body = { message: messageText('languageDeleted', ctx.state.locale) };
    },
    async listScriptTypes(ctx: RouteContext<{ query: z.output<typeof scriptTypeQuery> }>) {
      ctx.body = await languages.listScriptTypes(ctx.state.input.query.language_id);
    },
    async addScriptType(ctx: RouteContext<{ body: z.output<typeof scriptTypeInput> }>) {
      const { language_id, name, name_en } = ctx.state.input.body;
      const scriptType = await languages.addScriptType(language_id, name, name_en);
      ctx.status = 201;
      ctx.body = { message: messageText('scriptTypeAdded', ctx.state.locale), scriptType };
    },
    async deleteScriptType(ctx: RouteContext<ById>) {
      await languages.removeScriptType(ctx.state.input.params.id);
      ctx.body = { message: messageText('scriptTypeDeleted', ctx.state.locale) };
    },
  };
}
