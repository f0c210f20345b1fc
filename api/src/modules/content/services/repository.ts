import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { Service } from '../../../db/models/content';
import type { ContentLang } from 'shared-ui/contracts';

export type ServiceRow = Pick<
  ModelObject<Service>,
  'id' | 'slug' | 'short_slug' | 'title_tr' | 'title_en' | 'content_tr' | 'content_en'
>;

const summaryColumns = ['id', 'slug', 'short_slug', 'title_tr', 'title_en'];
export type ServiceSummaryRow = Omit<ServiceRow, 'content_tr' | 'content_en'>;

const contentColumn = (lang: ContentLang) => (lang === 'en' ? 'content_en' : 'content_tr');

export function servicesRepository(db: Knex) {
  return {
    listSummaries: async (): Promise<ServiceSummaryRow[]> => Service.query(db).select(summaryColumns).orderBy('id'),
    findBySlug: async (slug: string): Promise<ServiceRow | undefined> => Service.query(db).where({ slug }).first(),
    /** The header links use the long slug, the footer the short one (spec 2.3); the long one wins a tie. */
    findBySlugOrShortSlug: async (slug: string): Promise<ServiceRow | undefined> =>
      Service.query(db)
        .where({ slug })
        .orWhere({ short_slug: slug })
        .orderByRaw('case when slug = ? then 0 else 1 end', [slug])
        .first(),
    slugInUse: async (slug: string): Promise<boolean> =>
      Boolean(await Service.query(db).where({ slug }).orWhere({ short_slug: slug }).select('id').first()),
    insert: async (service: Pick<ServiceRow, 'slug' | 'title_tr' | 'title_en'>): Promise<void> => {
      await Service.query(db).insert(service);
    },
    updateTitlesAndContent: async (
      slug: string,
      fields: { title_tr: string; title_en: string; lang: ContentLang; content: string },
    ): Promise<number> => {
      const updated = await Service.query(db)
        .where({ slug })
        .patch({
          title_tr: fields.title_tr,
          title_en: fields.title_en,
          [contentColumn(fields.lang)]: fields.content,
          updated_at: db.fn.now(),
        })
        // the rows, not the driver's count: PGlite answers a bare update or delete with an object
        .returning('id');
      return updated.length;
    },
    remove: async (slug: string): Promise<number> =>
      (await Service.query(db).where({ slug }).delete().returning('id')).length,
  };
}

export function contentOf(row: ServiceRow, lang: ContentLang): string {
  return lang === 'en' ? row.content_en : row.content_tr;
}
