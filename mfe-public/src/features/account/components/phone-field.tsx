import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import PhoneInput from 'react-phone-number-input';
import enLabels from 'react-phone-number-input/locale/en';
import trLabels from 'react-phone-number-input/locale/tr';
import 'react-phone-number-input/style.css';
import { useLocale } from '../utils/use-locale';
import { CountryFlag } from './country-flag';
import styles from './phone-field.module.css';

interface PhoneFieldProps {
  label: string;
  hint?: string;
  error?: string;
  /** E.164 (`+905321234567`), or undefined while empty or incomplete. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** An international phone input with a country list: Türkiye first, then the US and Germany (spec 2.5). */
export function PhoneField({ label, hint, error, value, onChange }: PhoneFieldProps) {
  const id = useId();
  const { t } = useTranslation('account');
  const lang = useLocale();
  const labels = { ...(lang === 'en' ? enLabels : trLabels), country: t('fields.phoneCountry') };
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <PhoneInput
        id={id}
        name="phone"
        autoComplete="tel"
        className={[styles.phone, error ? styles.invalid : ''].filter(Boolean).join(' ')}
        defaultCountry="TR"
        countryOptionsOrder={['TR', 'US', 'DE', '|', '...']}
        labels={labels}
        flagComponent={CountryFlag}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
