import type { ReactNode } from 'react';
import { CellLabel } from './phone-table';

/** A cell that names its column when the table is stacked on a phone. */
export function labelled(label: string, content: ReactNode) {
  return (
    <>
      <CellLabel>{label}</CellLabel>
      {content}
    </>
  );
}
