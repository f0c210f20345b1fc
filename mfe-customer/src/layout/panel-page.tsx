import type { ReactNode } from 'react';
import styles from './panel-page.module.css';

/** The page frame of the customer screens: a title, a lead line, then the cards. */
export function PanelPage({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      <div className={styles.stack}>{children}</div>
    </div>
  );
}
