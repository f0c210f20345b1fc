import type { Knex } from 'knex';
import { jobStatuses, type AdminJobsQuery, type CustomerJobTab } from 'shared-ui/contracts';
import type { Job } from '../../db/models/job';
import type { JobDeadlineRequest, JobPreview } from '../../db/models/job-extras';
import type { JobRow, JobRowWithOwner, OfferRow, OutputRow } from './job-rows';
import { selectJobs, selectJobsWithOwner } from './job-repository';
import { pageSpan, readPage, spanQuery, type PageRequest } from './job-paging';
import type { PageBoundaries } from './job-page-boundaries';
import { runPrepared } from '../../db/prepared';
import { deadlineAskedColumn } from '../deadline-changes/repository';
import { previewFacts } from '../job-previews/repository';
import { unreadMessagesColumn } from '../job-thread/repository';
import { peopleTable } from '../settings/people-repository';
import { SEARCH_COUNT_CAP, whereSearched } from './job-search';

/*
 * The pages of the busiest lists (customer jobs, open jobs, the admin's jobs). A page is one statement: its ids
 * through the index that holds the list's order (read from the nearer end or a kept boundary, job-paging.ts,
 * job-page-boundaries.ts) with their ready lines read by key (job_list_lines, migration 0870; job-list-lines.ts
 * makes them). The lines not ready are then read
 * once with everything they show, gathered by the database per job, and stored for the next reader. The total is
 * kept (job-counts.ts); a search's is counted up to a cap with its page (readSearchPage).
 */

/** The roles whose lines job_list_lines holds, each a column of its own. */
export type LineRole = 'admin' | 'customer' | 'open';

/** A job on a page with its ready line, null when there is none yet or a write has made it stale. */
export interface PageLine {
  id: number;
  line: string | null;
}

/** The version of a job's lines, read in the statement that reads what they show (0: no row yet). */
const LINE_VERSION = '(select v.version from job_list_lines v where v.job_id = jobs.id) as line_version';

/** The rows a line is made of, with the version they were read at. */
export type LineSource<T> = T & { line_version: number | null };

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

/**
 * The sum of the totals named (a list's total; job-counts.ts keeps it): their job_counts rows and the deltas not yet
 * folded into them (migration 0900), in one statement, so a fold between two reads cannot count a delta twice.
 */
export async function sumJobCounts(db: Knex, keys: string[]): Promise<number> {
  const parts = db('job_counts')
    .whereIn('key', keys)
    .select('n')
    .unionAll(db('job_count_deltas').whereIn('key', keys).select('n'), true);
  const [row] = await db.from(parts.as('t')).sum({ n: 'n' });
  return Number(row?.n ?? 0);
}

/** Moves the committed deltas into job_counts (migration 0900); how many totals it changed. */
export async function foldJobCountDeltas(db: Knex): Promise<number> {
  const { rows } = await db.raw('select fold_job_count_deltas() as folded');
  return Number(rows[0]?.folded ?? 0);
}

/**
 * The ready `role` line of each job of a page read as `p` (null when there is none yet), as the column `line`.
 * Scalar subqueries by key, not joins: a join planned while job_list_lines was nearly empty (a prepared plan is
 * kept) hashed the whole table once it was full, 70–90 ms a page at 100,000 lines; a subquery has no such choice.
 */
export function pageLineColumn(db: Knex, role: LineRole): Knex.Raw {
  return db.raw(`(select l.${role}_line from job_list_lines l where l.job_id = p.id) as line`);
}

/** How readPageLines reads a page besides its list, order and span. */
export interface PageLineOptions {
  /** the list's kept page boundaries (job-page-boundaries.ts); `startsPlannedEach`: a page from one is unprepared */
  boundaries?: { list: string; kept: PageBoundaries; startsPlannedEach?: boolean };
  /** the viewing translator, whose own offer each line carries (open jobs) */
  viewer?: number;
  /** planned for its values each time, never prepared: the office's search (job-search.ts) */
  plannedEach?: boolean;
  /** the total is a floor, not the list's end (a search counted up to its cap): pages are read from the start */
  totalIsFloor?: boolean;
}

/**
 * The ids of one page of `matching` with their ready `role` lines, in the order asked; empty past the end.
 * Every page of a list is a prepared statement (db/prepared.ts): its limit, offset, keyset start and filter
 * values are bound, so a list has one text per sort, order, filter shape and start (from an end or from a kept
 * boundary). The plan the server keeps is made without the values; it walks the same index whatever they are
 * (list-generic-plans.test.ts explains each shape's): the customer's index leads with the customer, and a state
 * is written into the text (whereStates). Two shapes are the exceptions, planned for their values each time:
 * under a state of the admin's filter, a page from a kept boundary planned without the boundary's values walks
 * the whole list's order past the other states' rows, where the values' own plan walks the state's index from the
 * boundary (`startsPlannedEach`); and the office's search, whose plan depends on how many jobs its words match,
 * and whose words would make a text of their own per search (`plannedEach`).
 */
export async function readPageLines(
  db: Knex,
  role: LineRole,
  matching: Knex.QueryBuilder,
  column: string,
  total: number,
  request: PageRequest,
  { boundaries, viewer, plannedEach = false, totalIsFloor = false }: PageLineOptions = {},
): Promise<(PageLine & { my_offer?: OfferRow | null })[]> {
  const ids = matching.clone().select(column === 'jobs.id' ? ['jobs.id'] : ['jobs.id', column]);
  const span = pageSpan(total, request, totalIsFloor);
  if (!span) return [];
  const from = boundaries && (await boundaries.kept.start(boundaries.list, matching, column, span));
  const key = column.replace(/^jobs\./, 'p.');
  const lines = db
    .from(spanQuery(ids, column, span, from).as('p'))
    .select('p.id', pageLineColumn(db, role))
    .orderBy([
      { column: key, order: request.order },
      { column: 'p.id', order: request.order },
    ]);
  if (viewer !== undefined)
    lines.select(
      db.raw('(select row_to_json(o) from offers o where o.job_id = p.id and o.translator_id = ?) as my_offer', [
        viewer,
      ]),
    );
  return plannedEach || (from && boundaries.startsPlannedEach) ? lines : runPrepared(db, lines);
}

/** A search's first matches, counted, and the page asked of them when they are all of them. */
export interface SearchPage {
  /** how many jobs match, up to SEARCH_COUNT_CAP + 1 (more than the cap: the page is not read) */
  found: number;
  /** the page's jobs with their ready admin lines (null: none yet), when `found` is within the cap */
  page: PageLine[];
}

/**
 * The office's search (job-search.ts) in one statement for most searches: up to SEARCH_COUNT_CAP + 1 of
 * `matching`'s jobs gathered through the indexes (a materialized CTE the planner must run as written), counted, and
 * when they are within the cap, the page asked of them sorted, with its ready lines. Past the cap the gathered
 * matches are only some of them, so the page is read apart, walking the list's index (ten matches then come within
 * a few hundred rows). The planner cannot choose between the two itself: from `jobs.user_id = any(<the customers
 * found>)` it guesses ~1,000 rows, and with few matches its walk of the created_at index read the whole table (450
 * ms at 20,000 jobs), where the matches sorted cost 2–10 ms. Planned for its words each time, never prepared: how
 * many jobs they match decides the plan.
 */
export async function readSearchPage(
  db: Knex,
  matching: Knex.QueryBuilder,
  column: string,
  request: PageRequest,
): Promise<SearchPage> {
  const key = column.replace(/^jobs\./, '');
  const found = matching
    .clone()
    .clearSelect()
    .select('jobs.id', column)
    .limit(SEARCH_COUNT_CAP + 1);
  const page = db
    .from('found')
    .select('id', key)
    .orderBy([
      { column: key, order: request.order },
      { column: 'id', order: request.order },
    ])
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
  // one row even when the page is empty (past the end, or no match), to carry the count
  const rows: { found: number; id: number | null; line: string | null }[] = await db
    .withMaterialized('found', found)
    .from(db.raw('(select 1) as one'))
    .leftJoin(page.as('p'), db.raw('true'))
    .select(db.raw('(select count(*)::int from found) as found'), 'p.id', pageLineColumn(db, 'admin'))
    .orderBy([
      { column: `p.${key}`, order: request.order },
      { column: 'p.id', order: request.order },
    ]);
  const count = rows[0]?.found ?? 0;
  if (count > SEARCH_COUNT_CAP) return { found: count, page: [] };
  return { found: count, page: rows.flatMap(({ id, line }) => (id === null ? [] : [{ id, line }])) };
}

/**
 * The sort keys of every `stride`-th row of `matching` in `order` (the column's value as text), `count` of them,
 * counted from `from` (a row of the list, itself the 0th) or else from the list's first row. One walk of the
 * list's index as far as the last of them.
 */
export async function readBoundaries(
  db: Knex,
  matching: Knex.QueryBuilder,
  column: string,
  order: 'asc' | 'desc',
  from: { value: string; id: number } | undefined,
  count: number,
  stride: number,
): Promise<{ value: string; id: number }[]> {
  const walked = spanQuery(
    matching
      .clone()
      .select(
        db.raw('??::text as value', [column]),
        'jobs.id',
        db.raw(`row_number() over (order by ?? ${order}, jobs.id ${order}) as n`, [column]),
      ),
    column,
    { order, offset: 0, limit: count * stride + 1, reversed: false },
    from && { ...from, skip: 0 },
  );
  const rows: { value: string; id: number }[] = await db
    .from(walked.as('w'))
    .where('w.n', '>', 1)
    .whereRaw('(w.n - 1) % ? = 0', [stride])
    .orderBy('w.n')
    .select('w.value', 'w.id');
  return rows;
}

/**
 * Stores lines made from data read at `version`: only where the version is still that one, so a line a write has
 * since made stale is never stored over the mark (migration 0870). A row a write holds is skipped, not waited for:
 * that write makes the line stale anyway, and a reader that waited could close a cycle with writes waiting on it.
 */
export async function storeLines(
  db: Knex,
  role: LineRole,
  lines: { id: number; version: number; line: string }[],
): Promise<void> {
  if (lines.length === 0) return;
  await db.raw(
    `update job_list_lines l set ${role}_line = made.line
     from unnest(?::int[], ?::int[], ?::text[]) as made(id, version, line)
     where l.job_id = made.id and l.version = made.version
       and l.job_id in (select f.job_id from job_list_lines f where f.job_id = any(?::int[]) for update skip locked)`,
    [lines.map((l) => l.id), lines.map((l) => l.version), lines.map((l) => l.line), lines.map((l) => l.id)],
  );
}

/**
 * Narrows `q` to jobs in `states` (job-status.ts's, never input), written into the text as literals, not bound. A
 * list page is prepared (readPageLines) and the server may keep one plan for all its values: with the state in
 * the text, that plan is made for the state, as the statistics have it (a rare state and a common one take
 * different walks from a kept boundary), and a partial index on a state can be proven to hold. The states are
 * few, so the texts stay few.
 */
function whereStates(q: Knex.QueryBuilder, states: readonly string[]): Knex.QueryBuilder {
  const literals = states.map((state) => {
    if (!(jobStatuses as readonly string[]).includes(state)) throw new Error(`not a job state: ${state}`);
    return `'${state}'`;
  });
  return q.whereRaw(`jobs.status in (${literals.join(', ')})`);
}

/** The admin's "assigned" filter: given to a translator, not yet delivered. */
export const assignedStatuses = ['waiting_payment', 'in_progress'] as const;

/** The jobs the admin's filters match: a status (or quoted, or assigned), the Ottoman intake's fields, a search. */
export function adminJobsMatching(db: Knex, query: AdminJobsQuery): Knex.QueryBuilder {
  const q = db('jobs');
  const { status } = query;
  // the states are written into the text (whereStates), "quoted" as the predicate of its index, jobs_quoted
  if (status === 'quoted') q.whereRaw("jobs.status = 'waiting' and jobs.offers_count > 0");
  else if (status === 'assigned') whereStates(q, assignedStatuses);
  else if (status) whereStates(q, [status]);
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

const adminRows = (db: Knex) =>
  selectJobsWithOwner(db).select(
    offersColumn(db),
    db.raw(OUTPUTS),
    unreadMessagesColumn(db, 'office'),
    deadlineAskedColumn(db),
  );

/** What the admin's lines of `ids` show, with the version of the lines it was read at. */
export function adminLineSources(db: Knex, ids: number[]): Promise<LineSource<AdminListRow>[]> {
  return adminRows(db).whereIn('jobs.id', ids).select(db.raw(LINE_VERSION));
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
  done: (q) => whereStates(q, ['completed']),
  cancelled: (q) => whereStates(q, ['cancelled']),
};

/** A customer's own jobs that are not hidden, all of them or one tab's. */
export function customerJobsMatching(db: Knex, userId: number, tab: CustomerJobTab | undefined): Knex.QueryBuilder {
  const visible = db('jobs').where('jobs.user_id', userId).whereNull('jobs.hidden_at');
  return tab ? CUSTOMER_TAB_CONDITIONS[tab](visible) : visible;
}

/** What the customer's lines of `ids` show, with the version of the lines it was read at. */
export function customerLineSources(db: Knex, ids: number[]): Promise<LineSource<CustomerListRow>[]> {
  return selectJobs(db)
    .whereIn('jobs.id', ids)
    .select(db.raw(OUTPUTS), unreadMessagesColumn(db, 'customer'), db.raw(LINE_VERSION));
}

/** The preview's columns come through a left join: null when the job has none yet. */
export type OpenListRow = JobRow & {
  preview_made: boolean;
  preview_page_count: JobPreview['page_count'];
  preview_word_count: JobPreview['word_count'];
  preview_image_file: JobPreview['image_file'];
};

/** Jobs open for offers: in `statuses`, not hidden (the states in the text: whereStates, jobs_open). */
export function openJobsMatching(db: Knex, statuses: readonly string[]): Knex.QueryBuilder {
  return whereStates(db('jobs'), statuses).whereNull('jobs.hidden_at');
}

/** What the open-jobs lines of `ids` show (the document's facts; not the viewer's offer), with their version. */
export function openLineSources(db: Knex, ids: number[]): Promise<LineSource<OpenListRow>[]> {
  return selectJobs(db)
    .leftJoin(previewFacts(db).as('preview'), 'preview.job_id', 'jobs.id')
    .whereIn('jobs.id', ids)
    .select(
      db.raw('preview.job_id is not null as preview_made'),
      'preview.page_count as preview_page_count',
      'preview.word_count as preview_word_count',
      'preview.image_file as preview_image_file',
      db.raw(LINE_VERSION),
    );
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
