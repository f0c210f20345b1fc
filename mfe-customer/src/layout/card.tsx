import { useId, type ReactNode, type Ref } from 'react';
import styles from './card.module.css';

interface CardProps {
  title: ReactNode;
  children: ReactNode;
  /** Makes the heading a place to move the view and focus to (tabIndex -1), e.g. after another page of a list. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A titled white panel; its heading names the section for assistive tech. */
export function Card({ title, children, headingRef }: CardProps) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
