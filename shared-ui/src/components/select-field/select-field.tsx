import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field } from '../field/field';
import styles from '../field/control.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** An empty first choice; none when the list itself holds the "all" choice. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  onChange: (value: string) => void;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled <select> whose error is announced and tied to it like TextField's. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  onChange,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className} flush>
      {(control) => (
        <select
          ref={ref}
          {...control}
          className={`${styles.control} ${styles.select}`}
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
      )}
    </Field>
  );
}
