import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { Page, PageSlugRedirect } from '../../../db/models/content';

export type PageRow = Pick<ModelObject<Page>, 'id' | 'title' | 'slug' | 'content' | 'title_en' | 'content_en'>;

/** What a save writes: the English columns only when the caller sent them. */
export type PageWrite = Omit<PageRow, 'id' | 'title_en' | 'content_en'> &
  Partial<Pick<PageRow, 'title_en' | 'content_en'>>;

const columns = ['id', 'title', 'slug', 'content', 'title_en', 'content_en'];

export function pagesRepository(db: Knex) {
  return {
    listAll: async (): Promise<PageRow[]> => Page.query(db).select(columns).orderBy('id'),
    findBySlug: async (slug: string): Promise<PageRow | undefined> =>
      Page.query(db).where({ slug }).select(columns).first(),
    findById: async (id: number): Promise<PageRow | undefined> => Page.query(db).where({ id }).select(columns).first(),
    slugTakenByOther: async (slug: string, exceptId?: number): Promise<boolean> => {
      const query = Page.query(db).where({ slug });
      if (exceptId !== undefined) query.whereNot({ id: exceptId });
      return Boolean(await query.select('id').first());
    },
    insert: async (page: PageWrite): Promise<PageRow> => Page.query(db).insert(page).returning(columns),
    update: async (id: number, page: PageWrite): Promise<PageRow | undefined> => {
      const [row] = await Page.query(db)
        .where({ id })
        .patch({ ...page, updated_at: db.fn.now() })
        .returning(columns);
      return row;
    },
    /** The page a former slug now leads to (page_slug_redirects), if any. */
    findByOldSlug: async (slug: string): Promise<PageRow | undefined> =>
      PageSlugRedirect.query(db)
        .join('pages', 'pages.id', 'page_slug_redirects.page_id')
        .where('page_slug_redirects.old_slug', slug)
        .select(columns.map((c) => `pages.${c}`))
        .first()
        .castTo<PageRow | undefined>(),
    /** Remembers a former slug; a slug given back to a page stops redirecting. */
    rememberOldSlug: async (oldSlug: string, newSlug: string, pageId: number): Promise<void> => {
      await PageSlugRedirect.query(db).where({ old_slug: newSlug }).delete();
      await PageSlugRedirect.query(db).insert({ old_slug: oldSlug, page_id: pageId }).onConflict('old_slug').merge();
    },
    /** Counted from `returning`: PGlite answers a bare delete with an object. */
    remove: async (id: number): Promise<number> => (await Page.query(db).where({ id }).delete().returning('id')).length,
  };
}
