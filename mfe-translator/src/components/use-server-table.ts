import { useState } from 'react';
import type { SortState } from 'shared-ui';
import { serverSort, type ListParams, type ServerSortField } from '../api/list-key';

/** Page and sort of a server-paged DataTable; a new sort goes back to the first page. */
export function useServerTable(fields: Record<string, ServerSortField>, initialSort?: ListParams['sort']) {
  const [params, setParams] = useState<ListParams>({ page: 1, sort: initialSort });
  return {
    params,
    setPage: (page: number) => setParams((p) => ({ ...p, page })),
    setSort: (sort: SortState) => setParams({ page: 1, sort: serverSort(sort, fields) }),
  };
}
