import styles from './status-badge.module.css';

/** A job's state as a coloured pill; `status` is a display status (jobs.ts `displayStatus`), `label` its text. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`${styles.badge} ${styles[status] ?? ''}`}>{label}</span>;
}
