import type { z } from 'zod';
import { messageText, type testimonialInputSignedIn, type testimonialListQuery } from 'shared-ui/contracts';
import type { RouteContext } from '../../../middleware/validate';
import type { testimonialsService } from './service';

type Testimonials = ReturnType<typeof testimonialsService>;
type ById = { params: { id: number } };

export function testimonialHandlers(testimonials: Testimonials) {
  return {
    async submitTestimonial(ctx: RouteContext<{ body: z.output<typeof testimonialInputSignedIn> }>) {
      await testimonials.submit(ctx.state.input.body, ctx.state.user?.id);
      ctx.status = 201;
      ctx.body = { message: messageText('testimonialSent', ctx.state.locale) };
    },
    async listApprovedTestimonials(ctx: RouteContext) {
      ctx.body = await testimonials.latestApproved();
    },
    async listTestimonials(ctx: RouteContext<{ query: z.output<typeof testimonialListQuery> }>) {
      ctx.body = await testimonials.list(ctx.state.input.query);
    },
    async approveTestimonial(ctx: RouteContext<ById>) {
      await testimonials.approve(ctx.state.input.params.id);
      ctx.body = { message: messageText('testimonialApproved', ctx.state.locale) };
    },
    async deleteTestimonial(ctx: RouteContext<ById>) {
      await testimonials.remove(ctx.state.input.params.id);
      ctx.body = { message: messageText('testimonialDeleted', ctx.state.locale) };
    },
  };
}
