import type { SortState } from 'shared-ui';

/** Spec 9: open jobs, offers and completed jobs are shown 10 a page. */
export const PAGE_SIZE = 10;

/** Columns the translator lists sort by on the server (jobSortFields of the contract). */
export type ServerSortField = 'created_at' | 'delivery_date' | 'id' | 'status';

/** The server's order when none is asked for (newest first), which the job codes follow. */
export const NEWEST_FIRST: SortState = { key: 'code', direction: 'descending' };

export interface ListParams {
  page: number;
  sort?: { field: ServerSortField; order: 'asc' | 'desc' };
}

/** The SWR key of one page: the API path with its query, so each page is cached on its own. */
export function listKey(path: string, { page, sort }: ListParams, pageSize = PAGE_SIZE): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (sort) {
    query.set('sort', sort.field);
    query.set('order', sort.order);
  }
  return `${path}?${query.toString()}`;
}

/** A DataTable sort turned into the server's sort, when the column is one the server knows. */
export function serverSort(sort: SortState, fields: Record<string, ServerSortField>): ListParams['sort'] {
  const field = fields[sort.key];
  return field ? { field, order: sort.direction === 'ascending' ? 'asc' : 'desc' } : undefined;
}

/** Every cached translator list, for revalidation after a change. */
export const isTranslatorListKey = (key: unknown): boolean => typeof key === 'string' && key.startsWith('/translator/');
