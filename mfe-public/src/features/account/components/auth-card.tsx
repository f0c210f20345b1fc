import { useId, type ReactNode } from 'react';
import styles from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  /** Links under the form (to register, to sign in …). */
  footer?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** The centred card every account screen sits in. */
export function AuthCard({ title, intro, footer, wide = false, children }: AuthCardProps) {
  const titleId = useId();
  return (
    <div className={styles.page}>
      <section className={[styles.card, wide ? styles.wide : ''].filter(Boolean).join(' ')} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>
  );
}
