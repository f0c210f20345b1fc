export type SortDirection = 'ascending' | 'descending';
export type SortKey = string | number | null | undefined;

export interface SortState {
  key: string;
  direction: SortDirection;
}

function compare(a: SortKey, b: SortKey): number {
  if (a === b) return 0;
  // Empty values go last whichever way the column is sorted.
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'tr', { numeric: true, sensitivity: 'base' });
}

/** A stable sort by one column; empty values stay at the end. */
export function sortRows<T>(rows: readonly T[], valueOf: (row: T) => SortKey, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((x, y) => {
      const emptyX = x.value === null || x.value === undefined || x.value === '';
      const emptyY = y.value === null || y.value === undefined || y.value === '';
      if (emptyX !== emptyY) return emptyX ? 1 : -1;
      return sign * compare(x.value, y.value) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

/** The value a column sorts by when it names no sortValue: the row's own field of that key. */
export function fieldOf(row: unknown, key: string): SortKey {
  if (typeof row !== 'object' || row === null) return undefined;
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : value == null ? null : String(value);
}
