import type { ReactNode } from 'react';
import styles from './card.module.css';

/** A white reading surface with a burgundy top edge. */
export function Card({ children }: { children: ReactNode }) {
  return <div className={styles.card}>{children}</div>;
}
