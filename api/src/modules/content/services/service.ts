import type { Knex } from 'knex';
import type { ContentLang, PublicServiceDto, PublicServiceSummaryDto, ServiceSummaryDto } from 'shared-ui/contracts';
import { ConflictError, NotFoundError } from '../../../errors/app-error';
import { sanitizeForRender, sanitizeRichHtml } from '../sanitize-html';
import { isUniqueViolation } from '../unique-violation';
import { contentOf, servicesRepository, type ServiceSummaryRow } from './repository';

const toSummary = (row: ServiceSummaryRow): ServiceSummaryDto => ({
  slug: row.slug,
  title_tr: row.title_tr,
  title_en: row.title_en,
});

/** Service pages (/services/:slug): titles in both languages and one HTML content per language. */
export function servicesService(db: Knex) {
  const services = servicesRepository(db);

  return {
    listForAdmin: async (): Promise<ServiceSummaryDto[]> => (await services.listSummaries()).map(toSummary),
    listPublic: async (): Promise<PublicServiceSummaryDto[]> =>
      (await services.listSummaries()).map((row) => ({ ...toSummary(row), short_slug: row.short_slug })),

    async publicBySlug(slug: string, lang: ContentLang): Promise<PublicServiceDto> {
      const row = await services.findBySlugOrShortSlug(slug);
      if (!row) throw new NotFoundError('pageNotFound');
      return {
        slug: row.slug,
        title: lang === 'en' ? row.title_en : row.title_tr,
        content: sanitizeForRender(contentOf(row, lang)),
      };
    },

    async contentForAdmin(slug: string, lang: ContentLang): Promise<{ content: string }> {
      const row = await services.findBySlug(slug);
      if (!row) throw new NotFoundError('pageNotFound');
      return { content: sanitizeForRender(contentOf(row, lang)) };
    },

    async create(fields: { slug: string; title_tr: string; title_en: string }): Promise<ServiceSummaryDto> {
      // a new slug equal to another service's short slug would make /services/<slug> ambiguous
      if (await services.slugInUse(fields.slug)) throw new ConflictError('slugTaken', { slug: 'slugTaken' });
      try {
        await services.insert(fields);
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('slugTaken', { slug: 'slugTaken' });
        throw err;
      }
      return toSummary({ id: 0, short_slug: null, ...fields });
    },

    async update(
      slug: string,
      fields: { title_tr: string; title_en: string; lang: ContentLang; content: string },
    ): Promise<void> {
      const updated = await services.updateTitlesAndContent(slug, {
        ...fields,
        content: sanitizeRichHtml(fields.content),
      });
      if (!updated) throw new NotFoundError('pageNotFound');
    },

    async remove(slug: string): Promise<void> {
      if (!(await services.remove(slug))) throw new NotFoundError('pageNotFound');
    },
  };
}
