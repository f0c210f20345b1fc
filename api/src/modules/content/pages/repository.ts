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
    remove: (id: number): Promise<number> => deleteCounted(db('pages').where({ id })),
  };
}
