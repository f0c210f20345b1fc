import type { ReactNode } from 'react';
import styles from './alert.module.css';

interface AlertProps {
  tone?: 'info' | 'success' | 'warning' | 'error';
  children: ReactNode;
  /** A second line, e.g. the server's reason under the spec's fixed failure text, which then stands alone. */
  detail?: ReactNode;
}

/** An inline message; errors are announced at once, the rest politely. */
export function Alert({ tone = 'info', children, detail }: AlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {detail ? (
        <>
          <p className={styles.text}>{children}</p>
          <p className={styles.detail}>{detail}</p>
        </>
      ) : (
        children
      )}
    </div>
  );
}
