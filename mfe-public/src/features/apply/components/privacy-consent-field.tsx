import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from 'shared-ui/contracts';
import { applyNs } from '../apply-texts';
import styles from './privacy-consent-field.module.css';

interface PrivacyConsentFieldProps {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

/**
 * The privacy notice (aydınlatma metni) box the application cannot be sent without: its consent is recorded with
 * the notice's version, as at a customer's sign-up. The notice opens in a new tab so the filled form is kept.
 */
export function PrivacyConsentField({ checked, error, onChange }: PrivacyConsentFieldProps) {
  const { t } = useTranslation(applyNs);
  const errorId = useId();
  return (
    <div className={styles.field}>
      <label className={styles.consent}>
        <input
          type="checkbox"
          name="privacy_consent"
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
            i18nKey="form.privacyConsent"
            components={{
              // Trans puts the translated link text inside this element.
              doc: <a href={paths.privacyNotice} target="_blank" rel="noopener noreferrer" className={styles.link} />,
            }}
          />
          <span className={styles.srOnly}> {t('form.newTab')}</span>
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
