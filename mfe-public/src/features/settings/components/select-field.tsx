import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './select-field.module.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  /** value → visible text; the first, empty option carries `placeholder`. */
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: string;
}

/** A labelled native select, styled like shared-ui's TextField. */
export function SelectField({ label, options, placeholder, error, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
