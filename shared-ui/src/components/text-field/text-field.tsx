import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../field/field';
import styles from '../field/control.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} className={styles.control} {...input} />}
    </Field>
  );
}
