import type { Knex } from 'knex';
import { deleteCounted } from '../delete-count';
import type { ContentLang } from 'shared-ui/contracts';

export interface ServiceRow {
  id: number;
  slug: string;
  short_slug: string | null;
  title_tr: string;
  title_en: string;
  content_tr: string;
  content_en: string;
}

const summaryColumns = ['id', 'slug', 'short_slug', 'title_tr', 'title_en'];
export type ServiceSummaryRow = Omit<ServiceRow, 'content_tr' | 'content_en'>;

const contentColumn = (lang: ContentLang) => (lang === 'en' ? 'content_en' : 'content_tr');

export function servicesRepository(db: Knex) {
  return {
    listSummaries: (): Promise<ServiceSummaryRow[]> =>
      db('services').select<ServiceSummaryRow[]>(summaryColumns).orderBy('id'),
    findBySlug: (slug: string): Promise<ServiceRow | undefined> =>
      db('services').where({ slug }).first<ServiceRow | undefined>('*'),
    /** The header links use the long slug, the footer the short one (spec 2.3); the long one wins a tie. */
    findBySlugOrShortSlug: (slug: string): Promise<ServiceRow | undefined> =>
      db('services')
        .where({ slug })
        .orWhere({ short_slug: slug })
        .orderByRaw('case when slug = ? then 0 else 1 end', [slug])
        .first<ServiceRow | undefined>('*'),
    slugInUse: async (slug: string): Promise<boolean> =>
      Boolean(await db('services').where({ slug }).orWhere({ short_slug: slug }).first('id')),
    insert: (service: Pick<ServiceRow, 'slug' | 'title_tr' | 'title_en'>) => db('services').insert(service),
    updateTitlesAndContent: (
      slug: string,
      fields: { title_tr: string; title_en: string; lang: ContentLang; content: string },
    ): Promise<number> =>
      db('services')
        .where({ slug })
        .update({
          title_tr: fields.title_tr,
          title_en: fields.title_en,
          [contentColumn(fields.lang)]: fields.content,
          updated_at: db.fn.now(),
        }),
    remove: (slug: string): Promise<number> => deleteCounted(db('services').where({ slug })),
  };
}

export function contentOf(row: ServiceRow, lang: ContentLang): string {
  return lang === 'en' ? row.content_en : row.content_tr;
}
