import type { Knex } from 'knex';
import { deleteCounted } from '../delete-count';
import type { TestimonialStatus } from 'shared-ui/contracts';

export interface TestimonialRow {
  id: number;
  user_id: number | null;
  name: string;
  comment: string;
  stars: number;
  status: TestimonialStatus;
  created_at: Date | string;
}

const columns = ['id', 'user_id', 'name', 'comment', 'stars', 'status', 'created_at'];

export function testimonialsRepository(db: Knex) {
  return {
    insert: (row: Pick<TestimonialRow, 'user_id' | 'name' | 'comment' | 'stars'>) =>
      db('testimonials').insert({ ...row, status: 'pending' }),
    accountName: (userId: number): Promise<{ name: string; surname: string } | undefined> =>
      db('users').where({ id: userId }).first<{ name: string; surname: string } | undefined>('name', 'surname'),
    latestApproved: (limit: number): Promise<TestimonialRow[]> =>
      db('testimonials')
        .where({ status: 'approved' })
        .select<TestimonialRow[]>(columns)
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
        options.status ? db('testimonials').where({ status: options.status }) : db('testimonials');
      const [rows, count] = await Promise.all([
        filtered()
          .select<TestimonialRow[]>(columns)
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize),
        filtered().count({ n: '*' }).first(),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },
    approve: (id: number): Promise<number> => db('testimonials').where({ id }).update({ status: 'approved' }),
    remove: (id: number): Promise<number> => deleteCounted(db('testimonials').where({ id })),
  };
}
