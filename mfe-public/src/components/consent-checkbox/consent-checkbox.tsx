import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import styles from './consent-checkbox.module.css';

interface ConsentCheckboxProps {
  /** The namespace of the two texts below. */
  ns: string;
  /** A text key whose `<doc>…</doc>` part becomes the link to the document. */
  textKey: string;
  /** A text key saying, to a screen reader, that the link opens in a new tab. */
  newTabKey: string;
  href: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The field's name in a form that is sent as it is (FormData). */
  name?: string;
  /** Shown under the box, and tied to it, when the form was sent without the consent. */
  error?: string;
}

/**
 * A required consent with its document one click away, in a new tab so the filled form is kept: the sign-up's terms
 * and privacy boxes (features/account) and the application's privacy notice box (features/apply).
 */
export function ConsentCheckbox({
  ns,
  textKey,
  newTabKey,
  href,
  checked,
  onChange,
  name,
  error,
}: ConsentCheckboxProps) {
  const { t } = useTranslation(ns);
  const errorId = useId();
  return (
    <div className={styles.field}>
      <label className={styles.consent}>
        <input
          type="checkbox"
          name={name}
          className={styles.box}
          required
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>
          <Trans
            t={t}
            i18nKey={textKey}
            components={{
              // Trans puts the translated link text inside this element.
              doc: <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link} />,
            }}
          />
          <span className={styles.srOnly}> {t(newTabKey)}</span>
        </span>
      </label>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
