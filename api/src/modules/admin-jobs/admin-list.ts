import type { AdminJobDetailDto, AdminJobDto, AdminJobsQuery, Paged } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors/app-error';
import { toAdminJobDto, toJobAuditDto } from '../jobs/job-dto';
import { auditOf, findJobWithOwnerById, offersByJob, outputsByJob } from '../jobs/job-repository';
import { countKeys } from '../jobs/job-counts';
import { adminJobsMatching, assignedStatuses, countRows, readAdminPage } from '../jobs/job-list-repository';
import { searchedForPaging } from '../jobs/job-search';
import { attachmentsOf, toAttachmentDto } from '../job-attachments/attachments';
import { revisionRequestsOf } from '../revisions/revision-requests';
import { recordsOf } from '../translators/translator-records';
import { deadlineRequestsOf } from '../deadline-changes/deadline-changes';

/** The job_counts keys whose sum is the total of the admin's status filter. */
function totalKeys(status: AdminJobsQuery['status']): string[] {
  if (!status) return countKeys.all();
  if (status === 'quoted') return countKeys.quoted();
  if (status === 'assigned') return assignedStatuses.flatMap(countKeys.status);
  return countKeys.status(status);
}

/**
 * All jobs, hidden ones too, newest first. The total comes from job_counts (kept, jobs/job-counts.ts); the page
 * is one statement (jobs/job-list-repository.ts), and is kept until something on it changes (jobs/kept-list-pages.ts).
 */
export function listAdminJobs(deps: AppDeps, query: AdminJobsQuery): Promise<Paged<AdminJobDto>> {
  return deps.listPages.page('admin', 'any', query, () => readAdminJobs(deps, query));
}

async function readAdminJobs(deps: AppDeps, query: AdminJobsQuery): Promise<Paged<AdminJobDto>> {
  const { db } = deps;
  const matching = adminJobsMatching(db, query);
  const counted = query.ottoman_output !== undefined || query.legibility !== undefined || query.q !== undefined;
  // job_counts keeps the status totals; the Ottoman filters and a search count their rows (few, found by index)
  const total = counted ? await countRows(matching) : await deps.jobTotals.sum(totalKeys(query.status));
  const column = `jobs.${query.sort}`;
  const paged = query.q ? searchedForPaging(db, matching, column, total) : matching;
  const rows = await readAdminPage(db, paged, column, total, query);
  const items = rows.map((row) => ({
    ...toAdminJobDto(row, row.list_outputs, row.list_offers, deps.signedLinks),
    unread_messages: row.unread_messages,
    deadline_requested: row.deadline_requested,
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
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
  // beside each offer, its translator's record (rating, completed jobs)
  const records = await recordsOf(deps.db, [...new Set(job.offers.map((o) => o.translator_id))]);
  const receipts = await attachmentsOf(deps.db, id, ['receipt']);
  return {
    ...job,
    offers: job.offers.map((offer) => ({ ...offer, translator_record: records.get(offer.translator_id) })),
    history: history.map(toJobAuditDto),
    receipts: receipts.map((r) => toAttachmentDto(r, deps.signedLinks)),
    revision_requests: await revisionRequestsOf(deps.db, id, deps.signedLinks),
    deadline_requests: await deadlineRequestsOf(deps.db, id),
  };
}
