import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import PhoneInput from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { Field } from 'shared-ui';
import { CountryFlag } from './country-flag';
import { phoneLabels } from './phone-labels';
import styles from './phone-field.module.css';

interface PhoneFieldProps {
  label: string;
  hint?: string;
  error?: string;
  /** E.164 (`+905321234567`), or undefined while empty or incomplete. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/**
 * An international phone input with a country list: Türkiye first, then the US and Germany (spec 2.5), the rest in
 * the reader's alphabetical order, named as on the order form (shared-ui/countries). Used by registration, the
 * translator application and the profile; it stays in this remote (not shared-ui) so the phone library and its
 * flags load only with the screens that show it.
 */
export function PhoneField({ label, hint, error, value, onChange }: PhoneFieldProps) {
  const { t, i18n } = useTranslation('account');
  const countryLabel = t('fields.phoneCountry');
  const labels = useMemo(() => phoneLabels(i18n.language, countryLabel), [i18n.language, countryLabel]);
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <PhoneInput
          {...control}
          name="phone"
          autoComplete="tel"
          className={[styles.phone, error ? styles.invalid : ''].filter(Boolean).join(' ')}
          defaultCountry="TR"
          countryOptionsOrder={['TR', 'US', 'DE', '|', '...']}
          labels={labels}
          locales={i18n.language}
          flagComponent={CountryFlag}
          value={value}
          onChange={onChange}
        />
      )}
    </Field>
  );
}
