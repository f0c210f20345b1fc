import type { Knex } from 'knex';
import { deleteCounted } from '../delete-count';
import type { SliderDto } from 'shared-ui/contracts';

const columns = [
  'id',
  'image',
  'title',
  'description',
  'title_en',
  'description_en',
  'link',
  'category',
  'status',
  'title_color',
  'desc_color',
  'order',
];
export type SliderFields = Omit<SliderDto, 'id' | 'order'>;

export function slidersRepository(db: Knex) {
  const ordered = () =>
    db('sliders')
      .select<SliderDto[]>(columns)
      .orderBy([{ column: 'order' }, { column: 'id' }]);
  return {
    listAll: (): Promise<SliderDto[]> => ordered(),
    listPublished: (): Promise<SliderDto[]> => ordered().where({ status: true }),
    findById: (id: number): Promise<SliderDto | undefined> =>
      db('sliders').where({ id }).first<SliderDto | undefined>(columns),
    /** A new slide goes last. */
    insert: async (fields: SliderFields): Promise<SliderDto> => {
      const [row] = await db('sliders')
        .insert({ ...fields, order: db.raw('(select coalesce(max("order"), -1) + 1 from sliders)') })
        .returning<SliderDto[]>(columns);
      return row as SliderDto;
    },
    update: async (id: number, fields: SliderFields): Promise<SliderDto | undefined> => {
      const [row] = await db('sliders')
        .where({ id })
        .update({ ...fields, updated_at: db.fn.now() })
        .returning<SliderDto[]>(columns);
      return row;
    },
    remove: (id: number): Promise<number> => deleteCounted(db('sliders').where({ id })),
    countUsingImage: async (image: string): Promise<number> =>
      Number((await db('sliders').where({ image }).count({ n: '*' }).first())?.n ?? 0),
    /** All or nothing: every id must exist, checked and written in one transaction. */
    saveOrder: (items: { id: number; order: number }[]): Promise<boolean> =>
      db.transaction(async (trx) => {
        const ids = items.map((i) => i.id);
        const found = await trx('sliders').whereIn('id', ids).forUpdate().select('id');
        if (found.length !== ids.length) return false;
        for (const { id, order } of items)
          await trx('sliders').where({ id }).update({ order, updated_at: trx.fn.now() });
        return true;
      }),
  };
}
