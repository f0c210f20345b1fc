import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** An inline message; errors are announced at once, the rest politely. */
export function Alert({ tone = 'info', children }: { tone?: 'info' | 'success' | 'warning' | 'error'; children: ReactNode }) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
