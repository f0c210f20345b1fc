import type { ReactNode } from 'react';
import styles from './phone-table.module.css';

/** Wraps a DataTable so that on a phone each row becomes a card of stacked cells, instead of scrolling sideways. */
export function PhoneTable({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}

/** A cell's content with its column name, shown only when the rows are stacked (the header row is hidden then). */
export function CellLabel({ children }: { children: ReactNode }) {
  return <span className={styles.cellLabel}>{children}</span>;
}
