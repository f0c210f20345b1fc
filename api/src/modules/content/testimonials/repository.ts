import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { Testimonial } from '../../../db/models/content';
import { findPersonNames, type PersonNames } from '../../settings/people-repository';
import type { TestimonialStatus } from 'shared-ui/contracts';

export type TestimonialRow = Pick<
  ModelObject<Testimonial>,
  'id' | 'user_id' | 'name' | 'comment' | 'stars' | 'status' | 'created_at'
>;

const columns = ['id', 'user_id', 'name', 'comment', 'stars', 'status', 'created_at'];

export function testimonialsRepository(db: Knex) {
  return {
    insert: async (row: Pick<TestimonialRow, 'user_id' | 'name' | 'comment' | 'stars'>): Promise<void> => {
      await Testimonial.query(db).insert({ ...row, status: 'pending' });
    },
    accountName: (userId: number): Promise<PersonNames | undefined> => findPersonNames(db, userId),
    latestApproved: async (limit: number): Promise<TestimonialRow[]> =>
      Testimonial.query(db)
        .where({ status: 'approved' })
        .select(columns)
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit),
    async page(options: {
      status?: TestimonialStatus;
      page: number;
      pageSize: number;
    }): Promise<{ rows: TestimonialRow[]; total: number }> {
      const filtered = () =>
        options.status ? Testimonial.query(db).where({ status: options.status }) : Testimonial.query(db);
      const [rows, count] = await Promise.all([
        filtered()
          .select(columns)
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize),
        filtered().count({ n: '*' }).first().castTo<{ n?: number | string } | undefined>(),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },
    /** Both counted from `returning`: PGlite answers a bare update or delete with an object. */
    approve: async (id: number): Promise<number> =>
      (await Testimonial.query(db).where({ id }).patch({ status: 'approved' }).returning('id')).length,
    remove: async (id: number): Promise<number> =>
      (await Testimonial.query(db).where({ id }).delete().returning('id')).length,
  };
}

/** A published testimonial keeps its text under no name; the link to the account goes (account erasure). */
export async function anonymiseTestimonials(trx: Knex, userId: number): Promise<void> {
  await trx('testimonials').where({ user_id: userId }).update({ user_id: null, name: 'Silinmiş kullanıcı' });
}

/** The account's testimonials as the data export lists them (modules/privacy/export-repository.ts). */
export function exportedTestimonials(db: Knex, userId: number) {
  return db('testimonials')
    .where({ user_id: userId })
    .orderBy('id')
    .select('name', 'comment', 'stars', 'status', 'created_at');
}
