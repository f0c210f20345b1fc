import type { File } from 'formidable';
import { messageText, type CustomerJobListQuery } from 'shared-ui/contracts';
import { filesOf } from '../../lib/uploads';
import type { AppDeps } from '../../deps';
import type { RouteContext } from '../../middleware/validate';
import { currentUser } from '../jobs/current-user';
import {
  cancelCustomerJob,
  deleteCustomerJob,
  getCustomerJob,
  getCustomerTimeline,
  listCustomerJobs,
  listLanguages,
  listScriptTypes,
  notifyPayment,
} from './customer-jobs';
import { uploadJob } from './upload-job';
import type { UploadInput } from './validate-upload';

type WithId = { params: { id: number } };

export function customerJobHandlers(deps: AppDeps) {
  return {
    async list(ctx: RouteContext<{ query: CustomerJobListQuery }>) {
      ctx.type = 'json';
      ctx.body = (await listCustomerJobs(deps, currentUser(ctx).id, ctx.state.input.query)).json;
    },
    async languages(ctx: RouteContext) {
      ctx.body = await listLanguages(deps);
    },
    async scriptTypes(ctx: RouteContext<{ params: { languageId: number } }>) {
      ctx.body = await listScriptTypes(deps, ctx.state.input.params.languageId);
    },
    async upload(ctx: RouteContext<UploadInput>) {
      const { body, file } = ctx.state.input;
      const job = await uploadJob(deps, currentUser(ctx).id, body, file);
      ctx.status = 201;
      ctx.body = job;
    },
    async get(ctx: RouteContext<WithId>) {
      ctx.body = await getCustomerJob(deps, currentUser(ctx).id, ctx.state.input.params.id);
    },
    async timeline(ctx: RouteContext<WithId>) {
      ctx.body = await getCustomerTimeline(deps, currentUser(ctx).id, ctx.state.input.params.id);
    },
    async cancel(ctx: RouteContext<WithId>) {
      ctx.body = await cancelCustomerJob(deps, currentUser(ctx).id, ctx.state.input.params.id);
    },
    async remove(ctx: RouteContext<WithId>) {
      await deleteCustomerJob(deps, currentUser(ctx).id, ctx.state.input.params.id);
      ctx.status = 204;
    },
    async pay(ctx: RouteContext<{ params: { jobId: number } }>) {
      const receipts = filesOf(ctx.request.files as Record<string, File | File[]> | undefined, 'receipt');
      const job = await notifyPayment(deps, currentUser(ctx).id, ctx.state.input.params.jobId, receipts);
      ctx.body = { message: messageText('paymentNotified', ctx.state.locale), job };
    },
  };
}
