import type { Knex } from 'knex';

export interface PageRequest {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
}

/** Which rows of a list a page is: `limit` rows after `offset` others, counted from the end read in `order`. */
export interface PageSpan {
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** read from the other end: the rows come in the reverse of the order asked */
  reversed: boolean;
}

/**
 * The span of a page. Since the total is known, a page past the middle is read from the other end (the order
 * reversed, the offset counted from the last row), so the last page costs what the first does and no page walks
 * more than half the list. Undefined when the page is past the end. A total that is only a floor (a search
 * counted up to a cap, job-search.ts) has no known end: its pages are read from the start.
 */
export function pageSpan(total: number, request: PageRequest, totalIsFloor = false): PageSpan | undefined {
  const start = (request.page - 1) * request.pageSize;
  if (start >= total) return undefined;
  const after = total - start - request.pageSize;
  const reversed = !totalIsFloor && after < start;
  const flipped = request.order === 'asc' ? 'desc' : 'asc';
  return {
    order: reversed ? flipped : request.order,
    offset: reversed ? Math.max(after, 0) : start,
    limit: reversed ? Math.min(request.pageSize, total - start) : request.pageSize,
    reversed,
  };
}

/**
 * A row of a list to start a page from, in place of walking the whole offset: its sort key (the column's value as
 * text, and its id) and how many rows from it on to skip (job-page-boundaries.ts).
 */
export interface PageStart {
  value: string;
  id: number;
  skip: number;
}

/**
 * The rows of `span` of an ordered jobs query, `(column, jobs.id)` being the order an index holds: from `from`
 * on when given (a keyset condition the index walks from), else from the end.
 */
export function spanQuery(
  query: Knex.QueryBuilder,
  column: string,
  span: PageSpan,
  from?: PageStart,
): Knex.QueryBuilder {
  if (from) query.whereRaw(`(??, jobs.id) ${span.order === 'asc' ? '>=' : '<='} (?, ?)`, [column, from.value, from.id]);
  // Limit and offset are bound, not written into the text, so the pages of a list share one text, prepared once
  // per connection (db/prepared.ts). The offset goes in as a raw value: knex leaves out an offset of 0, which would
  // make the first page's text another one.
  return query
    .orderBy([
      { column, order: span.order },
      { column: 'jobs.id', order: span.order },
    ])
    .limit(span.limit)
    .offset(query.client.raw('?', [from ? from.skip : span.offset]));
}

/**
 * One page of an ordered jobs query (pageSpan, spanQuery). Undefined when the page is past the end. The rows come
 * in either order: sort them again (readPage does).
 */
export function pageQuery(
  query: Knex.QueryBuilder,
  column: string,
  total: number,
  request: PageRequest,
): { rows: Knex.QueryBuilder; reversed: boolean; offset: number } | undefined {
  const span = pageSpan(total, request);
  if (!span) return undefined;
  return { rows: spanQuery(query, column, span), reversed: span.reversed, offset: span.offset };
}

/** The rows of pageQuery, in the order asked for. */
export async function readPage<T>(
  query: Knex.QueryBuilder,
  column: string,
  total: number,
  request: PageRequest,
): Promise<T[]> {
  const page = pageQuery(query, column, total, request);
  if (!page) return [];
  const rows: T[] = await page.rows;
  return page.reversed ? rows.reverse() : rows;
}
