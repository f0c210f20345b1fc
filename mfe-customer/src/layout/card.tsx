import { useId, type ReactNode } from 'react';
import styles from './card.module.css';

/** A titled white panel; its heading names the section for assistive tech. */
export function Card({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
