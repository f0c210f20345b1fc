import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field } from '../field/field';
import styles from '../field/control.module.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'onChange' | 'value'
> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}

/** TextField's multi-line twin: same label, hint and announced error, tied with aria-describedby. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  hint,
  className,
  rows = 3,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          className={`${styles.control} ${styles.multiline}`}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...textarea}
        />
      )}
    </Field>
  );
}
