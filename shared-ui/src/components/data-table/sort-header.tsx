import type { ReactNode } from 'react';
import type { SortDirection } from './sort-rows';
import styles from './data-table.module.css';

interface SortHeaderProps {
  children: ReactNode;
  direction: SortDirection | undefined;
  onSort: () => void;
}

/** A column header that sorts: a real button, with aria-sort on the <th> saying the current order. */
export function SortHeader({ children, direction, onSort }: SortHeaderProps) {
  const arrow = direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';
  return (
    <th scope="col" aria-sort={direction ?? 'none'} className={styles.th}>
      <button type="button" className={styles.sortButton} onClick={onSort}>
        {children}
        <span aria-hidden="true" className={direction ? styles.arrowActive : styles.arrow}>
          {arrow}
        </span>
      </button>
    </th>
  );
}
