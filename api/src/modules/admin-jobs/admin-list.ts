import type { Knex } from 'knex';
import type { AdminJobDetailDto, AdminJobDto, AdminJobsQuery, Paged } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors/app-error';
import { toAdminJobDto, toJobAuditDto } from '../jobs/job-dto';
import { auditOf, findJobWithOwnerById, offersByJob, outputsByJob } from '../jobs/job-repository';
import { selectJobsWithOwner, type JobRowWithOwner } from '../jobs/job-rows';
import { attachmentsOf, toAttachmentDto } from '../job-attachments/attachments';
import { revisionRequestsOf } from '../revisions/revision-requests';
import { unreadCounts } from '../job-thread/thread';

function filtered(db: Knex, status: AdminJobsQuery['status']): Knex.QueryBuilder {
  const q = db('jobs');
  if (!status) return q;
  if (status === 'quoted')
    return q
      .where('jobs.status', 'waiting')
      .whereExists(db('offers').whereRaw('offers.job_id = jobs.id').select(db.raw('1')));
  if (status === 'assigned') return q.whereIn('jobs.status', ['waiting_payment', 'in_progress']);
  return q.where('jobs.status', status);
}

/**
 * All jobs, hidden ones too, newest first. The page's ids come from the jobs table alone, so the (status,
 * created_at) and (created_at) indexes serve both the count and the page; names, offers and outputs are then
 * fetched for those ten rows only, not for every row an offset skips.
 */
export async function listAdminJobs(deps: AppDeps, query: AdminJobsQuery): Promise<Paged<AdminJobDto>> {
  const { db } = deps;
  const [counted] = await filtered(db, query.status).count({ n: '*' });
  const ids: number[] = await filtered(db, query.status)
    .orderBy([
      { column: `jobs.${query.sort}`, order: query.order },
      { column: 'jobs.id', order: query.order },
    ])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .pluck('jobs.id');
  const rows: JobRowWithOwner[] = ids.length ? await selectJobsWithOwner(db).whereIn('jobs.id', ids) : [];
  const [offers, outputs, unread] = await Promise.all([
    offersByJob(db, ids),
    outputsByJob(db, ids),
    unreadCounts(db, ids, 'office'),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const dto = toAdminJobDto(row, outputs.get(id) ?? [], offers.get(id) ?? [], deps.signedLinks);
    return [{ ...dto, unread_messages: unread.get(id) ?? 0 }];
  });
  return { items, total: Number(counted?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

export async function adminJobDtoOf(deps: AppDeps, id: number): Promise<AdminJobDto> {
  const row = await findJobWithOwnerById(deps.db, id);
  if (!row) throw new NotFoundError();
  const [offers, outputs] = await Promise.all([offersByJob(deps.db, [id]), outputsByJob(deps.db, [id])]);
  return toAdminJobDto(row, outputs.get(id) ?? [], offers.get(id) ?? [], deps.signedLinks);
}

export async function getAdminJob(deps: AppDeps, id: number): Promise<AdminJobDetailDto> {
  const job = await adminJobDtoOf(deps, id);
  const history = await auditOf(deps.db, id);
  const receipts = await attachmentsOf(deps.db, id, ['receipt']);
  return {
    ...job,
    history: history.map(toJobAuditDto),
    receipts: receipts.map((r) => toAttachmentDto(r, deps.signedLinks)),
    revision_requests: await revisionRequestsOf(deps.db, id, deps.signedLinks),
  };
}
