import type { Knex } from 'knex';
import type { AdminJobsQuery, CustomerJobTab } from 'shared-ui/contracts';
import type { Job } from '../../db/models/job';
import type { JobDeadlineRequest, JobPreview } from '../../db/models/job-extras';
import type { JobRow, JobRowWithOwner, OfferRow, OutputRow } from './job-rows';
import { selectJobs, selectJobsWithOwner } from './job-repository';
import { pageQuery, readPage, type PageRequest } from './job-paging';
import { runPrepared } from '../../db/prepared';
import { deadlineAskedColumn } from '../deadline-changes/repository';
import { previewFacts } from '../job-previews/repository';
import { unreadMessagesColumn } from '../job-thread/repository';
import { peopleTable } from '../settings/people-repository';
import { whereSearched } from './job-search';

/*
 * The pages of the busiest lists (customer jobs, open jobs, the admin's jobs), each in one statement: the page's
 * ids through the index that holds the list's order (read from the nearer end, job-paging.ts), then those jobs
 * with what their lines show, gathered by the database per job. A list request is then one round trip, its total
 * being kept (job-counts.ts).
 */

/** The delivered files, oldest first. */
const OUTPUTS = `coalesce((select json_agg(f order by f.uploaded_at, f.id)
    from job_output_files f where f.job_id = jobs.id), '[]') as list_outputs`;

/** The offers with the translators' names, lowest price first. */
const offersColumn = (db: Knex) =>
  db.raw(
    `coalesce((select json_agg(o order by o.price, o.id) from (
    select offers.*, u.name as translator_first_name, u.surname as translator_surname
    from offers join ? u on u.id = offers.translator_id where offers.job_id = jobs.id) o), '[]') as list_offers`,
    [peopleTable(db)],
  );

/** The viewing translator's own offer on the job, if any. */
const myOffer = (db: Knex, translatorId: number) =>
  db.raw(`(select row_to_json(o) from offers o where o.job_id = jobs.id and o.translator_id = ?) as my_offer`, [
    translatorId,
  ]);

/** The sum of the job_counts rows named (a list's total; job-counts.ts keeps it). */
export async function sumJobCounts(db: Knex, keys: string[]): Promise<number> {
  const [row] = await db('job_counts').whereIn('key', keys).sum({ n: 'n' });
  return Number(row?.n ?? 0);
}

/** `rows` for the ids of one page of `matching`, in the order asked; empty past the end. */
async function onePage<T extends object>(
  db: Knex,
  rows: Knex.QueryBuilder,
  matching: Knex.QueryBuilder,
  column: string,
  total: number,
  request: PageRequest,
): Promise<T[]> {
  const page = pageQuery(matching.clone().select('jobs.id'), column, total, request);
  if (!page) return [];
  const ordered = rows.whereIn('jobs.id', page.rows).orderBy([
    { column, order: request.order },
    { column: 'jobs.id', order: request.order },
  ]);
  // A statement with no values left to bind (the admin's first or last page, unfiltered: most of what is asked)
  // is prepared, and the server plans it once. One with values is planned for them each time: a plan made without
  // them could walk the wrong index for a rare status or a small customer. A page in between names its offset,
  // and such texts must not pile up as prepared statements.
  const fixed = page.offset === 0 && ordered.toSQL().bindings.length === 0;
  return fixed ? runPrepared<T>(db, ordered) : ordered;
}

/** The admin's "assigned" filter: given to a translator, not yet delivered. */
export const assignedStatuses = ['waiting_payment', 'in_progress'] as const;

/** The jobs the admin's filters match: a status (or quoted, or assigned), the Ottoman intake's fields, a search. */
export function adminJobsMatching(db: Knex, query: AdminJobsQuery): Knex.QueryBuilder {
  const q = db('jobs');
  const { status } = query;
  if (status === 'quoted') q.where('jobs.status', 'waiting').where('jobs.offers_count', '>', 0);
  else if (status === 'assigned') q.whereIn('jobs.status', assignedStatuses);
  else if (status) q.where('jobs.status', status);
  if (query.ottoman_output !== undefined || query.legibility !== undefined) {
    // only Osmanlıca jobs carry these fields
    q.whereNotNull('jobs.ottoman_output');
    if (query.ottoman_output) q.where('jobs.ottoman_output', query.ottoman_output);
    if (query.legibility) q.where('jobs.legibility', query.legibility);
  }
  if (query.q) whereSearched(db, q, query.q);
  return q;
}

/** The rows a query matches, counted (for the few the kept totals do not cover). */
export async function countRows(q: Knex.QueryBuilder): Promise<number> {
  const [row] = await q.clone().clearSelect().count({ n: '*' });
  return Number(row?.n ?? 0);
}

export type AdminListRow = JobRowWithOwner & {
  list_offers: OfferRow[];
  list_outputs: OutputRow[];
  unread_messages: number;
  deadline_requested: JobDeadlineRequest['requested_date'] | null;
};

export function readAdminPage(
  db: Knex,
  matching: Knex.QueryBuilder,
  column: string,
  total: number,
  request: PageRequest,
): Promise<AdminListRow[]> {
  const rows = selectJobsWithOwner(db).select(
    offersColumn(db),
    db.raw(OUTPUTS),
    unreadMessagesColumn(db, 'office'),
    deadlineAskedColumn(db),
  );
  return onePage(db, rows, matching, column, total, request);
}

export type CustomerListRow = JobRow & {
  list_outputs: OutputRow[];
  unread_messages: number;
};

/**
 * The states of a customer's tab (customerJobTabOf), as conditions the tab indexes of migration 0600 hold: "active"
 * is written as that index's own predicate, whose states are fixed text, so the planner can prove it matches.
 */
const CUSTOMER_TAB_CONDITIONS: Record<CustomerJobTab, (q: Knex.QueryBuilder) => Knex.QueryBuilder> = {
  active: (q) => q.whereRaw("jobs.status not in ('completed', 'cancelled')"),
  done: (q) => q.where('jobs.status', 'completed'),
  cancelled: (q) => q.where('jobs.status', 'cancelled'),
};

/** A customer's own jobs that are not hidden, all of them or one tab's. */
export function readCustomerPage(
  db: Knex,
  userId: number,
  column: string,
  total: number,
  request: PageRequest & { tab?: CustomerJobTab | undefined },
): Promise<CustomerListRow[]> {
  const visible = db('jobs').where('jobs.user_id', userId).whereNull('jobs.hidden_at');
  const matching = request.tab ? CUSTOMER_TAB_CONDITIONS[request.tab](visible) : visible;
  const rows = selectJobs(db).select(db.raw(OUTPUTS), unreadMessagesColumn(db, 'customer'));
  return onePage(db, rows, matching, column, total, request);
}

/** The preview's columns come through a left join: null when the job has none yet. */
export type OpenListRow = JobRow & {
  my_offer: OfferRow | null;
  preview_made: boolean;
  preview_page_count: JobPreview['page_count'];
  preview_word_count: JobPreview['word_count'];
  preview_image_file: JobPreview['image_file'];
};

/** Jobs open for offers (`statuses`, not hidden), with the viewing translator's offer and the document's facts. */
export function readOpenPage(
  db: Knex,
  translatorId: number,
  statuses: readonly string[],
  column: string,
  total: number,
  request: PageRequest,
): Promise<OpenListRow[]> {
  const matching = db('jobs').whereIn('jobs.status', statuses).whereNull('jobs.hidden_at');
  const rows = selectJobs(db)
    .leftJoin(previewFacts(db).as('preview'), 'preview.job_id', 'jobs.id')
    .select(
      myOffer(db, translatorId),
      db.raw('preview.job_id is not null as preview_made'),
      'preview.page_count as preview_page_count',
      'preview.word_count as preview_word_count',
      'preview.image_file as preview_image_file',
    );
  return onePage(db, rows, matching, column, total, request);
}

/** A translator's own jobs in `statuses` (assigned, completed). */
export function readAssignedPage(
  db: Knex,
  translatorId: number,
  statuses: readonly string[],
  column: string,
  total: number,
  request: PageRequest,
): Promise<JobRow[]> {
  const mine = selectJobs(db).where('jobs.assigned_translator_id', translatorId).whereIn('jobs.status', statuses);
  return readPage<JobRow>(mine, column, total, request);
}

/** A translator's offer with the job it is for. */
export type OfferWithJob = OfferRow &
  Pick<
    JobRow,
    | 'status'
    | 'file_name'
    | 'description'
    | 'source_lang'
    | 'target_lang'
    | 'translation_type'
    | 'specialization'
    | 'hat_tur_name'
    | 'assigned_translator_id'
  > & { job_delivery_date: Job['delivery_date'] };

/**
 * A page of a translator's own offers and their total. A translator's offers are few (one per job bid on): counted
 * on the offers(translator_id) index.
 */
export async function readOfferPage(
  db: Knex,
  translatorId: number,
  column: string,
  request: PageRequest,
): Promise<{ rows: OfferWithJob[]; total: number }> {
  const mine = () => db('offers').join('jobs', 'jobs.id', 'offers.job_id').where('offers.translator_id', translatorId);
  const [counted] = await mine().count({ n: '*' });
  const rows: OfferWithJob[] = await mine()
    .orderBy([
      { column, order: request.order },
      { column: 'jobs.id', order: request.order },
    ])
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize)
    .select(
      'offers.*',
      'jobs.status',
      'jobs.file_name',
      'jobs.description',
      'jobs.source_lang',
      'jobs.target_lang',
      'jobs.translation_type',
      'jobs.specialization',
      'jobs.hat_tur_name',
      'jobs.assigned_translator_id',
      'jobs.delivery_date as job_delivery_date',
    );
  return { rows, total: Number(counted?.n ?? 0) };
}
