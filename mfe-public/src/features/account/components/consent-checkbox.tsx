import { Trans, useTranslation } from 'react-i18next';
import styles from './consent-checkbox.module.css';

interface ConsentCheckboxProps {
  /** A text key whose `<doc>…</doc>` part becomes the link to the document. */
  textKey: 'register.terms' | 'register.privacy';
  href: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A required consent with its document one click away, in a new tab so the filled form is kept. */
export function ConsentCheckbox({ textKey, href, checked, onChange }: ConsentCheckboxProps) {
  const { t } = useTranslation('account');
  return (
    <label className={styles.consent}>
      <input
        type="checkbox"
        className={styles.box}
        required
        checked={checked}
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
        <span className={styles.srOnly}> {t('register.newTab')}</span>
      </span>
    </label>
  );
}
