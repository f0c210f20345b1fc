import type { AdminJobDetailDto, AdminJobDto, AdminJobsQuery } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors/app-error';
import { toAdminJobDto, toJobAuditDto, type LinkSigner } from '../jobs/job-dto';
import { auditOf, findJobWithOwnerById, offersByJob, outputsByJob } from '../jobs/job-repository';
import { countKeys } from '../jobs/job-counts';
import {
  adminJobsMatching,
  adminLineSources,
  assignedStatuses,
  countRows,
  readPageLines,
  readSearchPage,
  type AdminListRow,
  type PageLine,
} from '../jobs/job-list-repository';
import {
  madeLines,
  markedLinks,
  pageAnswer,
  readyLines,
  type LineRecipe,
  type ListAnswer,
} from '../jobs/job-list-lines';
import { SEARCH_COUNT_CAP } from '../jobs/job-search';
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

/** A line of the admin's list: the job with its offers and files, unread customer messages, a due-date request. */
function adminLine(row: AdminListRow, links: LinkSigner) {
  return {
    ...toAdminJobDto(row, row.list_outputs, row.list_offers, links),
    unread_messages: row.unread_messages,
    deadline_requested: row.deadline_requested,
  };
}

/** The admin's lines made ahead of readers (jobs/line-maker.ts). */
export const adminLines: LineRecipe = {
  role: 'admin',
  make: (db, ids) => madeLines(adminLineSources(db, ids), (row) => adminLine(row, markedLinks)),
};

/**
 * All jobs, hidden ones too, newest first, as the JSON answered (`{ items, total, page, pageSize }` of
 * AdminJobDto lines). The total comes from job_counts (kept, jobs/job-counts.ts); the page is its ready lines
 * (jobs/job-list-lines.ts), and is kept until something on it changes (jobs/kept-list-pages.ts).
 */
export function listAdminJobs(deps: AppDeps, query: AdminJobsQuery): Promise<ListAnswer> {
  return deps.listPages.page('admin', 'any', query, () => readAdminJobs(deps, query));
}

async function readAdminJobs(deps: AppDeps, query: AdminJobsQuery): Promise<ListAnswer> {
  if (query.q) return readSearchedJobs(deps, query);
  const { db } = deps;
  const matching = adminJobsMatching(db, query);
  const counted = query.ottoman_output !== undefined || query.legibility !== undefined;
  // job_counts keeps the status totals; the Ottoman filters count their rows (few, found by index)
  const total = counted ? await countRows(matching) : await deps.jobTotals.sum(totalKeys(query.status));
  const column = `jobs.${query.sort}`;
  // a counted filter (the Ottoman fields) can change without a total moving: no boundaries kept for it; a state's
  // pages from a boundary are planned for their values (readPageLines)
  const boundaries = counted
    ? undefined
    : { list: `admin\n${query.status ?? ''}`, kept: deps.pageBoundaries, startsPlannedEach: Boolean(query.status) };
  const page = await readPageLines(db, 'admin', matching, column, total, query, { boundaries });
  return adminPageAnswer(deps, page, { total, page: query.page, pageSize: query.pageSize });
}

/**
 * The office's search (jobs/job-search.ts), with the other filters: its matches counted up to the cap and, within
 * it, the page read of them in the same statement. Past the cap the answer says so (`total` is the cap and
 * `total_capped` true) and the page walks the list like an unsearched one, from the newest.
 */
async function readSearchedJobs(deps: AppDeps, query: AdminJobsQuery): Promise<ListAnswer> {
  const { db } = deps;
  const matching = adminJobsMatching(db, query);
  const column = `jobs.${query.sort}`;
  const searched = await readSearchPage(db, matching, column, query);
  const capped = searched.found > SEARCH_COUNT_CAP;
  const total = Math.min(searched.found, SEARCH_COUNT_CAP);
  const page = capped
    ? await readPageLines(db, 'admin', matching, column, total, query, { plannedEach: true, totalIsFloor: true })
    : searched.page;
  const rest = { total, page: query.page, pageSize: query.pageSize, ...(capped ? { total_capped: true } : {}) };
  return adminPageAnswer(deps, page, rest);
}

/** The answer of a page of the admin's list: its lines, the missing ones made and stored. */
async function adminPageAnswer(deps: AppDeps, page: PageLine[], rest: object): Promise<ListAnswer> {
  const { db } = deps;
  const lines = await readyLines(
    db,
    'admin',
    page,
    (ids) => adminLineSources(db, ids),
    (row) => adminLine(row, markedLinks),
  );
  return pageAnswer(
    'items',
    lines.map((l) => l.line),
    deps.signedLinks,
    rest,
  );
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
