import type { Knex } from 'knex';
import type { Paged, PublicTestimonialDto, TestimonialDto, TestimonialStatus } from 'shared-ui/contracts';
import { NotFoundError, ValidationError } from '../../../errors/app-error';
import { testimonialsRepository, type TestimonialRow } from './repository';

const publicCount = 10;

const toPublicDto = (row: TestimonialRow): PublicTestimonialDto => ({
  id: row.id,
  name: row.name,
  comment: row.comment,
  stars: Number(row.stars),
  created_at: new Date(row.created_at).toISOString(),
});
const toDto = (row: TestimonialRow): TestimonialDto => ({
  ...toPublicDto(row),
  status: row.status,
  user_id: row.user_id,
});

/** Visitors' reviews: stored pending, shown on the home page once an admin approves them. */
export function testimonialsService(db: Knex) {
  const testimonials = testimonialsRepository(db);

  return {
    /** Signed in, the review carries the account's name, whatever the form sent. */
    async submit(input: { stars: number; comment: string; name?: string | null }, userId?: number): Promise<void> {
      const account = userId === undefined ? undefined : await testimonials.accountName(userId);
      const name = account ? `${account.name} ${account.surname}`.trim() : (input.name ?? '').trim();
      if (!name) throw new ValidationError({ name: 'yourNameRequired' }, 'yourNameRequired');
      await testimonials.insert({
        user_id: account ? (userId ?? null) : null,
        name,
        comment: input.comment,
        stars: input.stars,
      });
    },
    latestApproved: async (): Promise<PublicTestimonialDto[]> =>
      (await testimonials.latestApproved(publicCount)).map(toPublicDto),
    async list(query: { status?: TestimonialStatus; page: number; pageSize: number }): Promise<Paged<TestimonialDto>> {
      const { rows, total } = await testimonials.page(query);
      return { items: rows.map(toDto), total, page: query.page, pageSize: query.pageSize };
    },
    async approve(id: number): Promise<void> {
      if (!(await testimonials.approve(id))) throw new NotFoundError();
    },
    async remove(id: number): Promise<void> {
      if (!(await testimonials.remove(id))) throw new NotFoundError();
    },
  };
}
