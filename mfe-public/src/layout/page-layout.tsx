import type { ReactNode } from 'react';
import styles from './page-layout.module.css';

interface PageLayoutProps {
  title: ReactNode;
  intro?: ReactNode;
  /** `wide` for grids (translators, contact); the default suits reading. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The public pages' frame: a serif title over a gold rule, then the content on an ivory card. */
export function PageLayout({ title, intro, width = 'narrow', children }: PageLayoutProps) {
  return (
    <div className={`${styles.page} ${width === 'wide' ? styles.wide : styles.narrow}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </div>
  );
}
