import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** What the control inside a Field carries so that its label, hint and error belong to it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** No space below the field: its container spaces it (filter bars, grids). */
  flush?: boolean;
  /** Renders the control (input, textarea, select, phone input) with the ids that tie it to the frame. */
  children: (control: FieldControl) => ReactNode;
}

/** The frame every form field shares: a label, the control, an optional hint and an announced error. */
export function Field({ label, hint, error, className, flush, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, flush ? styles.flush : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
