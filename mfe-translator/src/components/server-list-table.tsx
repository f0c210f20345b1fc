import type { DataTableProps } from 'shared-ui';
import { DataTable } from 'shared-ui/data-table';
import { ListState } from './list-state';
import { PhoneTable } from './phone-table';
import type { useServerTable } from './use-server-table';

interface ServerList<Row> {
  data?: { items: Row[]; total: number };
  error: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

type TableProps<Row> = Omit<
  DataTableProps<Row>,
  'rows' | 'page' | 'total' | 'onPageChange' | 'onSortChange' | 'captionHidden'
>;

/**
 * One of the translator's server-paged lists: its loading or failure state, then the page as a table that is a list
 * of cards on a phone. A page that failed is not shown as the one before it (SWR keeps that while the next loads).
 */
export function ServerListTable<Row>({
  list,
  table,
  ...tableProps
}: TableProps<Row> & { list: ServerList<Row>; table: ReturnType<typeof useServerTable> }) {
  const { data, error, isLoading, mutate } = list;
  if (!data || error) return <ListState loading={isLoading} error={error} onRetry={() => void mutate()} />;
  return (
    <PhoneTable>
      <DataTable
        {...tableProps}
        captionHidden
        rows={data.items}
        page={table.params.page}
        total={data.total}
        onPageChange={table.setPage}
        onSortChange={table.setSort}
      />
    </PhoneTable>
  );
}
