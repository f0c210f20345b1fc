import type { Knex } from 'knex';
import { accountIdsLike } from '../settings/people-repository';
import type { PageLine } from './job-list-repository';
import type { PageRequest } from './job-paging';

/*
 * The office's search over jobs (GET /admin/jobs?q=): every word asked must be the job's code, or be found in its
 * description or its customer's name, surname or e-mail. Words are matched anywhere in those texts (a part of
 * an e-mail or a surname is enough), folded by the database's tr_fold on both sides (migration 0650), so İ/i,
 * I/ı, ş, ğ, ç, ö and ü compare as a Turkish reader expects and as an ASCII keyboard types them. The trigram
 * indexes of that migration answer each word without reading the table.
 */

/** At most this many words count: a search is a few words, not a paragraph. */
const MAX_WORDS = 8;

/** A job's code as people write it: JOB-000123, job123, 000123 or 123. */
const JOB_CODE = /^(?:job-?)?(\d{1,9})$/i;

/** `like` treats %, _ and \ as patterns; a searched word means them literally. */
const literal = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words of a search, as matched: split on white space, repeated ones once. */
export function searchWords(text: string): string[] {
  return [...new Set(text.split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
}

/** Narrows `jobs` (a query on the jobs table) to the jobs every word of `text` is found in. */
export function whereSearched(db: Knex, query: Knex.QueryBuilder, text: string): Knex.QueryBuilder {
  for (const word of searchWords(text)) {
    // a word written as a code is the code: its digits inside e-mails and phone numbers are not what is meant
    const code = JOB_CODE.exec(word);
    if (code) {
      query.where('jobs.id', Number(code[1]));
      continue;
    }
    const pattern = `%${literal(word)}%`;
    query.where((one) =>
      one
        // the customers a word names are few: found on users, then their jobs through jobs(user_id). Asked first:
        // PostgreSQL tries an `or`'s terms in the order written, and every row the trigram index hands over is
        // checked again, so a customer's job is then taken without folding its description
        .whereRaw('jobs.user_id = any(?)', [accountIdsLike(db, pattern)])
        .orWhereRaw('tr_fold(jobs.description) like tr_fold(?)', [pattern]),
    );
  }
  return query;
}

/**
 * A search counts its matches up to this many; above, the answer says "more than this" (`total_capped`) and its
 * pages go on from the start. Counting 5,555 matches of a common word at 100,000 jobs took 80 ms (each match
 * read and its description folded again, since a trigram index only narrows); the first 501 take 3–4 ms. Nobody
 * pages through 50 pages of a search: a reader who meets the cap adds a word.
 */
export const SEARCH_COUNT_CAP = 500;

/** A search's first matches, counted, and the page asked of them when they are all of them. */
export interface SearchPage {
  /** how many jobs match, up to SEARCH_COUNT_CAP + 1 (more than the cap: the page is not read) */
  found: number;
  /** the page's jobs with their ready admin lines (null: none yet), when `found` is within the cap */
  page: PageLine[];
}

/**
 * One statement for most searches: up to SEARCH_COUNT_CAP + 1 matches gathered through the indexes (a
 * materialized CTE the planner must run as written), counted, and when they are within the cap, the page asked
 * of them sorted, with its ready lines. Past the cap the gathered matches are only some of them, so the page is
 * read apart, walking the list's index (ten matches then come within a few hundred rows). The planner cannot
 * choose between the two itself: from `jobs.user_id = any(<the customers found>)` it guesses ~1,000 rows, and
 * with few matches its walk of the created_at index read the whole table (450 ms at 20,000 jobs), where the
 * matches sorted cost 2–10 ms. Planned for its words each time, never prepared: how many jobs they match decides
 * the plan.
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
    .select(
      db.raw('(select count(*)::int from found) as found'),
      'p.id',
      db.raw('(select l.admin_line from job_list_lines l where l.job_id = p.id) as line'),
    )
    .orderBy([
      { column: `p.${key}`, order: request.order },
      { column: 'p.id', order: request.order },
    ]);
  const count = rows[0]?.found ?? 0;
  if (count > SEARCH_COUNT_CAP) return { found: count, page: [] };
  return { found: count, page: rows.flatMap(({ id, line }) => (id === null ? [] : [{ id, line }])) };
}
