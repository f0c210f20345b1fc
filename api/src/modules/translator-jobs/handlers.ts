import type { File } from 'formidable';
import { messageText, type JobListQuery, type MarkCompleteInput, type OfferInput } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ValidationError } from '../../errors/app-error';
import type { RouteContext } from '../../middleware/validate';
import { filesOf } from '../../lib/uploads';
import { currentUser } from '../jobs/current-user';
import { listAssignedJobs, listCompletedJobs, listMyOffers, listOpenJobs } from './translator-lists';
import { deleteOutput, markComplete, sendOffer, uploadOutputs } from './translator-work';

type WithId = { params: { id: number } };

export function translatorJobHandlers(deps: AppDeps) {
  return {
    async openJobs(ctx: RouteContext<{ query: JobListQuery }>) {
      ctx.type = 'json';
      ctx.body = (await listOpenJobs(deps, currentUser(ctx).id, ctx.state.input.query)).json;
    },
    async myOffers(ctx: RouteContext<{ query: JobListQuery }>) {
      ctx.body = await listMyOffers(deps, currentUser(ctx).id, ctx.state.input.query);
    },
    async assignedJobs(ctx: RouteContext<{ query: JobListQuery }>) {
      ctx.body = await listAssignedJobs(deps, currentUser(ctx).id, ctx.state.input.query);
    },
    async completedJobs(ctx: RouteContext<{ query: JobListQuery }>) {
      ctx.body = await listCompletedJobs(deps, currentUser(ctx).id, ctx.state.input.query);
    },
    async offer(ctx: RouteContext<{ body: OfferInput }>) {
      const offer = await sendOffer(deps, currentUser(ctx).id, ctx.state.input.body);
      ctx.status = 201;
      ctx.body = { message: messageText('offerSent', ctx.state.locale), offer };
    },
    async uploadOutputs(ctx: RouteContext<WithId>) {
      const files = filesOf(ctx.request.files as Record<string, File | File[]> | undefined, 'files');
      const job = await uploadOutputs(deps, currentUser(ctx).id, ctx.state.input.params.id, files);
      ctx.status = 201;
      ctx.body = { message: messageText('outputUploaded', ctx.state.locale), job };
    },
    async deleteOutput(ctx: RouteContext<{ params: { id: number; fileName: string } }>) {
      const { id, fileName } = ctx.state.input.params;
      const job = await deleteOutput(deps, currentUser(ctx).id, id, fileName);
      ctx.body = { message: messageText('outputDeleted', ctx.state.locale), job };
    },
    async markComplete(ctx: RouteContext<WithId & { body: MarkCompleteInput }>) {
      const { params, body } = ctx.state.input;
      if (body.job_id !== undefined && body.job_id !== params.id)
        throw new ValidationError({ job_id: 'jobIdMismatch' });
      ctx.body = await markComplete(deps, currentUser(ctx).id, params.id, body);
    },
  };
}
