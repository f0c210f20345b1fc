import { useTranslation } from 'react-i18next';
import { SelectField } from 'shared-ui';
import { citiesOf, countryNames, districtsOf } from 'shared-ui/contracts';
import { settingsNs } from '../settings-texts';
import styles from './settings-form.module.css';

export interface Location {
  country: string;
  city: string;
  district: string;
}

interface LocationFieldsProps {
  value: Location;
  onChange: (next: Location) => void;
  errors: Partial<Record<keyof Location, string>>;
}

const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/**
 * Country, city (province) and district from the built-in data (spec 2.10). Choosing a country clears the city
 * and district; choosing a city clears the district, so a stale pair never reaches the server.
 */
export function LocationFields({ value, onChange, errors }: LocationFieldsProps) {
  const { t } = useTranslation(settingsNs);
  const cities = value.country ? citiesOf(value.country) : [];
  const districts = value.country && value.city ? districtsOf(value.country, value.city) : [];
  return (
    <div className={styles.locationRow}>
      <SelectField
        label={t('profile.country')}
        name="country"
        placeholder={t('choose')}
        options={countryNames.map((name) => ({ value: name, label: t(`countries.${name}`, { defaultValue: name }) }))}
        value={value.country}
        error={errors.country}
        onChange={(country) => onChange({ country, city: '', district: '' })}
      />
      <SelectField
        label={t('profile.city')}
        name="city"
        placeholder={t('choose')}
        options={asOptions(cities)}
        value={value.city}
        disabled={cities.length === 0}
        error={errors.city}
        onChange={(city) => onChange({ ...value, city, district: '' })}
      />
      <SelectField
        label={t('profile.district')}
        name="district"
        placeholder={value.city ? t('choose') : t('profile.chooseCityFirst')}
        options={asOptions(districts)}
        value={value.district}
        disabled={districts.length === 0}
        error={errors.district}
        onChange={(district) => onChange({ ...value, district })}
      />
    </div>
  );
}
