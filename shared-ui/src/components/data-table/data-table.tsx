import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollTarget } from '../../hooks/use-scroll-target';
import { Pagination } from './pagination';
import { SortHeader } from './sort-header';
import { fieldOf, sortRows, type SortKey, type SortState } from './sort-rows';
import { TableScroll } from './table-scroll';
import styles from './data-table.module.css';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  sortable?: boolean;
  /** The cell; default: the row's field named `key`. */
  render?: (row: T) => ReactNode;
  /** What the column sorts by; default: the row's field named `key`. */
  sortValue?: (row: T) => SortKey;
  className?: string;
}

export interface DataTableProps<T> {
  caption: ReactNode;
  /** Keeps the caption for screen readers only, when a heading above already names the table. */
  captionHidden?: boolean;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Rows per page (spec: customer jobs 5, translator and admin lists 10). */
  pageSize?: number;
  emptyText?: ReactNode;
  initialSort?: SortState;
  /**
   * The order the rows already come in when the reader has chosen none (the server's newest first, say): its column
   * says so with aria-sort, sortable or not, and the rows are not sorted again.
   */
  presorted?: SortState;
  rowClassName?: (row: T) => string | undefined;
  /** Server paging: `rows` is the current page, `total` counts every row, `onPageChange` fetches another page. */
  page?: number;
  total?: number;
  onPageChange?: (page: number) => void;
  /** Server sorting: when given, rows are shown in the order they came. */
  onSortChange?: (sort: SortState) => void;
  'data-testid'?: string;
}

/**
 * A semantic table with sortable headers and paging, scrolling sideways on narrow screens. Another page brings the
 * table's top into view and focuses it.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, captionHidden, columns, rows, rowKey, pageSize = 10, emptyText, rowClassName, onSortChange } = props;
  const { t } = useTranslation('common');
  const captionId = useId();
  const [sort, setSort] = useState<SortState | undefined>(props.initialSort);
  const [clientPage, setClientPage] = useState(1);
  const region = useScrollTarget<HTMLDivElement>();
  const shownSort = sort ?? props.presorted;
  const serverPaging = props.onPageChange !== undefined && props.total !== undefined;

  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!sort || !column || onSortChange) return rows;
    const valueOf = column.sortValue ?? ((row: T) => fieldOf(row, column.key));
    return sortRows(rows, valueOf, sort.direction);
  }, [rows, sort, columns, onSortChange]);

  const total = serverPaging ? (props.total ?? 0) : sorted.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, serverPaging ? (props.page ?? 1) : clientPage), pages);
  const visible = serverPaging ? sorted : sorted.slice((page - 1) * pageSize, page * pageSize);

  const toggleSort = (key: string) => {
    const next: SortState = {
      key,
      direction: shownSort?.key === key && shownSort.direction === 'ascending' ? 'descending' : 'ascending',
    };
    setSort(next);
    setClientPage(1);
    onSortChange?.(next);
  };
  // The pager sits under the rows: the new page is read from its top, not from the footer.
  const changePage = (next: number) => {
    if (serverPaging) props.onPageChange?.(next);
    else setClientPage(next);
    region.moveHere();
  };

  return (
    <div className={styles.wrap} data-testid={props['data-testid']}>
      <TableScroll labelledBy={captionId} regionRef={region.ref}>
        <table className={styles.table}>
          <caption id={captionId} className={captionHidden ? 'visually-hidden' : styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) =>
                column.sortable ? (
                  <SortHeader
                    key={column.key}
                    direction={shownSort?.key === column.key ? shownSort.direction : undefined}
                    onSort={() => toggleSort(column.key)}
                  >
                    {column.header}
                  </SortHeader>
                ) : (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={shownSort?.key === column.key ? shownSort.direction : undefined}
                    className={styles.th}
                  >
                    {column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={styles.empty}>
                  <span className={styles.emptyText}>{emptyText ?? t('states.empty')}</span>
                </td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr key={rowKey(row)} className={rowClassName?.(row)}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.className}>
                      {column.render ? column.render(row) : String(fieldOf(row, column.key) ?? '')}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
      {total > 0 && <Pagination page={page} pages={pages} onPageChange={changePage} />}
    </div>
  );
}
