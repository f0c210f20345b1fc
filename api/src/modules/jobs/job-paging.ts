import type { Knex } from 'knex';

export interface PageRequest {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
}

/**
 * One page of an ordered jobs query, `(column, jobs.id)` being the order an index holds. Since the total is
 * known, a page past the middle is read from the other end (the order reversed, the offset counted from the
 * last row), so the last page costs what the first does and no page walks more than half the list.
 * Undefined when the page is past the end. The rows come in either order: sort them again (readPage does).
 */
export function pageQuery(
  query: Knex.QueryBuilder,
  column: string,
  total: number,
  request: PageRequest,
): { rows: Knex.QueryBuilder; reversed: boolean; offset: number } | undefined {
  const start = (request.page - 1) * request.pageSize;
  if (start >= total) return undefined;
  const after = total - start - request.pageSize;
  const reversed = after < start;
  const flipped = request.order === 'asc' ? 'desc' : 'asc';
  const order = reversed ? flipped : request.order;
  const offset = reversed ? Math.max(after, 0) : start;
  // Limit and offset are written into the text (integers of ours, not input): a statement for the first or the
  // last page then has nothing left to guess at, and the server can keep its plan (db/prepared.ts).
  const rows = query
    .orderBy([
      { column, order },
      { column: 'jobs.id', order },
    ])
    .limit(reversed ? Math.min(request.pageSize, total - start) : request.pageSize, { skipBinding: true })
    .offset(offset, { skipBinding: true });
  return { rows, reversed, offset };
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
