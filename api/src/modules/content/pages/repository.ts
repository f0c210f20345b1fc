import type { Knex } from 'knex';
import { deleteCounted } from '../delete-count';

export interface PageRow {
  id: number;
  title: string;
  slug: string;
  content: string;
}

const columns = ['id', 'title', 'slug', 'content'];

export function pagesRepository(db: Knex) {
  return {
    listAll: (): Promise<PageRow[]> => db('pages').select<PageRow[]>(columns).orderBy('id'),
    findBySlug: (slug: string): Promise<PageRow | undefined> =>
      db('pages').where({ slug }).first<PageRow | undefined>(columns),
    findById: (id: number): Promise<PageRow | undefined> =>
      db('pages').where({ id }).first<PageRow | undefined>(columns),
    slugTakenByOther: async (slug: string, exceptId?: number): Promise<boolean> => {
      const query = db('pages').where({ slug });
      if (exceptId !== undefined) query.whereNot({ id: exceptId });
      return Boolean(await query.first('id'));
    },
    insert: async (page: Omit<PageRow, 'id'>): Promise<PageRow> => {
      const [row] = await db('pages').insert(page).returning<PageRow[]>(columns);
      return row as PageRow;
    },
    update: async (id: number, page: Omit<PageRow, 'id'>): Promise<PageRow | undefined> => {
      const [row] = await db('pages')
        .where({ id })
        .update({ ...page, updated_at: db.fn.now() })
        .returning<PageRow[]>(columns);
      return row;
    },
    /** The page a former slug now leads to (page_slug_redirects), if any. */
    findByOldSlug: (slug: string): Promise<PageRow | undefined> =>
      db('page_slug_redirects')
        .join('pages', 'pages.id', 'page_slug_redirects.page_id')
        .where('page_slug_redirects.old_slug', slug)
        .first<PageRow | undefined>(columns.map((c) => `pages.${c}`)),
    /** Remembers a former slug; a slug given back to a page stops redirecting. */
    rememberOldSlug: async (oldSlug: string, newSlug: string, pageId: number): Promise<void> => {
      await db('page_slug_redirects').where({ old_slug: newSlug }).del();
      await db('page_slug_redirects').insert({ old_slug: oldSlug, page_id: pageId }).onConflict('old_slug').merge();
    },
    remove: (id: number): Promise<number> => deleteCounted(db('pages').where({ id })),
  };
}
