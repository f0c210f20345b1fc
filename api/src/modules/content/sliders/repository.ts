import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { Slider } from '../../../db/models/content';

const columns = [
  'id',
  'image',
  'title',
  'description',
  'title_en',
  'description_en',
  'link',
  'category',
  'category_en',
  'status',
  'title_color',
  'desc_color',
  'order',
];
export type SliderRow = Pick<
  ModelObject<Slider>,
  | 'id'
  | 'image'
  | 'title'
  | 'description'
  | 'title_en'
  | 'description_en'
  | 'link'
  | 'category'
  | 'category_en'
  | 'status'
  | 'title_color'
  | 'desc_color'
  | 'order'
>;
export type SliderFields = Omit<SliderRow, 'id' | 'order'>;

export function slidersRepository(db: Knex) {
  const ordered = () =>
    Slider.query(db)
      .select(columns)
      .orderBy([{ column: 'order' }, { column: 'id' }]);
  return {
    listAll: async (): Promise<SliderRow[]> => ordered(),
    listPublished: async (): Promise<SliderRow[]> => ordered().where({ status: true }),
    findById: async (id: number): Promise<SliderRow | undefined> =>
      Slider.query(db).where({ id }).select(columns).first(),
    /** A new slide goes last. */
    insert: async (fields: SliderFields): Promise<SliderRow> => {
      return Slider.query(db)
        .insert({ ...fields, order: db.raw('(select coalesce(max("order"), -1) + 1 from sliders)') })
        .returning(columns);
    },
    update: async (id: number, fields: SliderFields): Promise<SliderRow | undefined> => {
      const [row] = await Slider.query(db)
        .where({ id })
        .patch({ ...fields, updated_at: db.fn.now() })
        .returning(columns);
      return row;
    },
    /** Counted from `returning`: PGlite answers a bare delete with an object. */
    remove: async (id: number): Promise<number> =>
      (await Slider.query(db).where({ id }).delete().returning('id')).length,
    countUsingImage: async (image: string): Promise<number> => Slider.query(db).where({ image }).resultSize(),
    /** All or nothing: every id must exist, checked and written in one transaction. */
    saveOrder: async (items: { id: number; order: number }[]): Promise<boolean> =>
      db.transaction(async (trx) => {
        const ids = items.map((i) => i.id);
        const found = await Slider.query(trx).whereIn('id', ids).forUpdate().select('id');
        if (found.length !== ids.length) return false;
        for (const { id, order } of items)
          await Slider.query(trx).where({ id }).patch({ order, updated_at: trx.fn.now() });
        return true;
      }),
  };
}
