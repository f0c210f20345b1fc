import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './site-settings.module.css';

interface TwoStepRequirementProps {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

/** Site ayarları › Hesap güvenliği: whether admins must sign in with two steps (the server enforces it). */
export function TwoStepRequirement({ checked, error, onChange }: TwoStepRequirementProps) {
  const { t } = useTranslation('admin-site');
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset className={styles.group}>
      <legend>{t('accountSecurity')}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="admins_require_two_step"
          checked={checked}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{t('field.admins_require_two_step')}</span>
      </label>
      <p id={hintId} className={styles.hint}>
        {t('accountSecurityHint')}
      </p>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
