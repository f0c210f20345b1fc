import {
  displayFileName,
  jobCode,
  type JobListQuery,
  type JobStatus,
  type MyOfferDto,
  type Paged,
  statesAllowing,
  type TranslatorJobDto,
  type TranslatorOfferDto,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { toMyOfferDto, toOpenJobDto, toTranslatorJobDto } from '../jobs/job-dto';
import { reopenedRequestsOf } from '../revisions/revision-requests';
import { latestRequestsOf } from '../deadline-changes/deadline-changes';
import { outputsByJob } from '../jobs/job-repository';
import { countKeys } from '../jobs/job-counts';
import { documentFactsFrom } from '../job-previews/job-previews';
import {
  openJobsMatching,
  openLineSources,
  readAssignedPage,
  readOfferPage,
  readPageLines,
  type OpenListRow,
} from '../jobs/job-list-repository';
import {
  madeLines,
  markedLinks,
  pageAnswer,
  readyLines,
  type LineRecipe,
  type ListAnswer,
} from '../jobs/job-list-lines';
import { ratingsOf } from '../ratings/ratings';

/** The four tabs of the translator panel (spec 2.8). A translator sees open jobs and jobs assigned to them. */

/** The customer price is not the translator's business, not even as a sort order. */
const sortColumn = (query: JobListQuery) => `jobs.${query.sort === 'admin_price' ? 'created_at' : query.sort}`;

/**
 * The open jobs as `translatorId` sees them, as the JSON answered (`{ items, total, page, pageSize }` of
 * OpenJobDto lines), kept (jobs/kept-list-pages.ts).
 */
export function listOpenJobs(deps: AppDeps, translatorId: number, query: JobListQuery): Promise<ListAnswer> {
  return deps.listPages.page('open', translatorId, query, () => readOpenJobs(deps, translatorId, query));
}

/** An open job's line as every translator sees it: the viewer's own offer is set in when answered. */
function openLine(row: OpenListRow) {
  const preview = row.preview_made
    ? { page_count: row.preview_page_count, word_count: row.preview_word_count, image_file: row.preview_image_file }
    : undefined;
  return toOpenJobDto(row, undefined, documentFactsFrom(row, preview), markedLinks);
}

/** The open-jobs lines made ahead of readers (jobs/line-maker.ts). */
export const openLines: LineRecipe = {
  role: 'open',
  make: (db, ids) => madeLines(openLineSources(db, ids), openLine),
};

/**
 * The line with the viewer's offer in place of its `"my_offer":null`: that text occurs once, as the key, since a
 * quote inside a string value is always written escaped.
 */
const withMyOffer = (line: string, offer: MyOfferDto) =>
  line.replace('"my_offer":null', () => `"my_offer":${JSON.stringify(offer)}`);

async function readOpenJobs(deps: AppDeps, translatorId: number, query: JobListQuery): Promise<ListAnswer> {
  const { db } = deps;
  const total = await deps.jobTotals.sum(countKeys.openForOffers());
  const matching = openJobsMatching(db, statesAllowing('offer', 'translator'));
  const boundaries = { list: 'open', kept: deps.pageBoundaries };
  const page = await readPageLines(db, 'open', matching, sortColumn(query), total, query, {
    boundaries,
    viewer: translatorId,
  });
  const lines = await readyLines(db, 'open', page, (ids) => openLineSources(db, ids), openLine);
  const offers = new Map(page.flatMap((l) => (l.my_offer ? [[l.id, toMyOfferDto(l.my_offer)] as const] : [])));
  const mine = lines.map(({ id, line }) => {
    const offer = offers.get(id);
    return offer ? withMyOffer(line, offer) : line;
  });
  return pageAnswer('items', mine, deps.signedLinks, { total, page: query.page, pageSize: query.pageSize });
}

async function listMine(
  deps: AppDeps,
  translatorId: number,
  statuses: JobStatus[],
  query: JobListQuery,
): Promise<Paged<TranslatorJobDto>> {
  const total = await deps.jobTotals.sum(countKeys.assignedTo(translatorId, statuses));
  const rows = await readAssignedPage(deps.db, translatorId, statuses, sortColumn(query), total, query);
  const ids = rows.map((r) => r.id);
  const outputs = await outputsByJob(deps.db, ids);
  // A job reopened for a revision carries the customer's reason and files: what the translator must fix.
  const revising = rows.filter((r) => r.status === 'revision_requested').map((r) => r.id);
  const asked = await reopenedRequestsOf(deps.db, revising, deps.signedLinks);
  // a completed job shows the customer's rating, if any
  const ratings = await ratingsOf(
    deps.db,
    rows.filter((r) => r.status === 'completed').map((r) => r.id),
  );
  // The translator's newest due-date request of each job (waiting, or its outcome).
  const deadlines = await latestRequestsOf(deps.db, ids, translatorId);
  const items = rows.map((r) => ({
    ...toTranslatorJobDto(r, outputs.get(r.id) ?? [], deps.signedLinks),
    revision_request: asked.get(r.id) ?? null,
    rating: ratings.get(r.id) ?? null,
    deadline_request: deadlines.get(r.id) ?? null,
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export const listAssignedJobs = (deps: AppDeps, translatorId: number, query: JobListQuery) =>
  listMine(deps, translatorId, ['waiting_payment', 'in_progress', 'revision_requested'], query);

export const listCompletedJobs = (deps: AppDeps, translatorId: number, query: JobListQuery) =>
  listMine(deps, translatorId, ['completed'], query);

export async function listMyOffers(
  deps: AppDeps,
  translatorId: number,
  query: JobListQuery,
): Promise<Paged<TranslatorOfferDto>> {
  const { rows: found, total } = await readOfferPage(deps.db, translatorId, sortColumn(query), query);
  return {
    total,
    page: query.page,
    pageSize: query.pageSize,
    items: found.map((o) => ({
      ...toMyOfferDto(o),
      offer_price: Number(o.price),
      offer_delivery_date: o.delivery_date,
      is_assigned_to_me: o.assigned_translator_id === translatorId,
      job: {
        id: o.job_id,
        code: jobCode(o.job_id),
        status: o.status,
        display_name: displayFileName(o.file_name),
        description: o.description,
        source_lang: o.source_lang,
        target_lang: o.target_lang,
        translation_type: o.translation_type,
        specialization: o.specialization,
        hat_tur_name: o.hat_tur_name,
        delivery_date: o.job_delivery_date,
      },
    })),
  };
}
