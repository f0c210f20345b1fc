import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from 'shared-ui';
import { citiesOf, districtsOf, hasCityList, limits, residenceCountryOptions } from 'shared-ui/contracts';
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
 * Country from the shared country table in the reader's language; city (province) and district from the built-in
 * data where it has the country (spec 2.10), written by the customer elsewhere. Choosing a country clears the city
 * and district; choosing a city clears the district, so a stale pair never reaches the server.
 */
export function LocationFields({ value, onChange, errors }: LocationFieldsProps) {
  const { t, i18n } = useTranslation(settingsNs);
  const countryField = (
    <SelectField
      label={t('profile.country')}
      name="country"
      placeholder={t('choose')}
      options={residenceCountryOptions(i18n.language)}
      value={value.country}
      error={errors.country}
      onChange={(country) => onChange({ country, city: '', district: '' })}
    />
  );
  if (value.country && !hasCityList(value.country))
    return (
      <div className={styles.locationRow}>
        {countryField}
        <TextField
          label={t('profile.city')}
          name="city"
          maxLength={limits.place}
          value={value.city}
          error={errors.city}
          onChange={(e) => onChange({ ...value, city: e.target.value })}
        />
        <TextField
          label={t('profile.district')}
          name="district"
          maxLength={limits.place}
          value={value.district}
          error={errors.district}
          onChange={(e) => onChange({ ...value, district: e.target.value })}
        />
      </div>
    );
  const cities = value.country ? citiesOf(value.country) : [];
  const districts = value.country && value.city ? districtsOf(value.country, value.city) : [];
  return (
    <div className={styles.locationRow}>
      {countryField}
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
