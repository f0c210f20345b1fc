import type { AdminJobsQuery, AssignInput } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import type { RouteContext } from '../../middleware/validate';
import { currentUser } from '../jobs/current-user';
import { assignJob, cancelAssignment, markPaid, requestRevision } from './admin-actions';
import { getAdminJob, listAdminJobs } from './admin-list';

type WithId = { params: { id: number } };

export function adminJobHandlers(deps: AppDeps) {
  return {
    async list(ctx: RouteContext<{ query: AdminJobsQuery }>) {
      ctx.type = 'json';
      ctx.body = (await listAdminJobs(deps, ctx.state.input.query)).json;
    },
    async get(ctx: RouteContext<WithId>) {
      ctx.body = await getAdminJob(deps, ctx.state.input.params.id);
    },
    async assign(ctx: RouteContext<WithId & { body: AssignInput }>) {
      ctx.body = await assignJob(deps, currentUser(ctx).id, ctx.state.input.params.id, ctx.state.input.body);
    },
    async markPaid(ctx: RouteContext<WithId>) {
      ctx.body = await markPaid(deps, currentUser(ctx).id, ctx.state.input.params.id);
    },
    async cancel(ctx: RouteContext<WithId>) {
      ctx.body = await cancelAssignment(deps, currentUser(ctx).id, ctx.state.input.params.id);
    },
    async revise(ctx: RouteContext<WithId>) {
      ctx.body = await requestRevision(deps, currentUser(ctx).id, ctx.state.input.params.id);
    },
  };
}
