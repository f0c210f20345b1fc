import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './select-field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: ReactNode;
  options: SelectOption[];
  /** An empty first choice; none when the list itself holds the "all" choice. */
  placeholder?: string;
  error?: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled <select> whose error is announced and tied to it like TextField's. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  onChange,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
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
