import { useTranslation } from 'react-i18next';
import styles from './honeypot-field.module.css';

/** A field people never see or reach; bots that fill every input give themselves away (sent as `hp`). */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        {t('fields.honeypot')}
        <input
          type="text"
          name="hp"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
