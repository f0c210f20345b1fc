import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button, SelectField, TextAreaField, TextField, errorMessage } from 'shared-ui';
import { countryOptions } from 'shared-ui/countries';
import { postalAddressKey, savePostalAddress, usePostalAddress, type PostalAddressAnswer } from '../api/postal-address';
import { postalAddressNs } from '../postal-address-texts';
import { useSettingsSave } from '../utils/use-settings-save';
import { LoadedSettingsSection } from './loaded-settings-section';
import styles from './settings-form.module.css';

interface AddressValues {
  recipient: string;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  phone: string;
}

const valuesOf = (answer: PostalAddressAnswer): AddressValues => {
  const a = answer.address;
  return {
    recipient: a?.recipient ?? '',
    address: a?.address ?? '',
    city: a?.city ?? '',
    postal_code: a?.postal_code ?? '',
    country: a?.country ?? '',
    phone: a?.phone ?? '',
  };
};

/**
 * The customer's postal address (GET/PUT /user/postal-address): the default address of a stamped paper's delivery,
 * which the order form fills in (mfe-customer features/paper-delivery). Its countries are the shared table's.
 */
export function PostalAddressSection() {
  const { t } = useTranslation(postalAddressNs);
  const { data, error } = usePostalAddress();
  return (
    <LoadedSettingsSection
      title={t('title')}
      intro={t('intro')}
      testId="postal-address-section"
      data={data}
      error={error}
      loadFailed={t('loadFailed')}
    >
      {(answer) => <PostalAddressForm answer={answer} />}
    </LoadedSettingsSection>
  );
}

function PostalAddressForm({ answer }: { answer: PostalAddressAnswer }) {
  const { t, i18n } = useTranslation(postalAddressNs);
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState(() => valuesOf(answer));
  const { errors, busy, save } = useSettingsSave();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const set = (key: keyof AddressValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) =>
    save(event, {
      send: () => savePostalAddress({ ...values }),
      saved: async (result) => {
        await mutate(postalAddressKey, { address: result.address, saved: result.saved }, { revalidate: false });
        return result.message || t('saved');
      },
      failed: (err) => errorMessage(err, t('failed')),
    });

  const text = (key: keyof AddressValues, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={key}
      autoComplete={autoComplete}
      value={values[key]}
      error={errors[key]}
      onChange={(e) => set(key)(e.target.value)}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {!answer.saved && <p className={styles.note}>{t('draft')}</p>}
      {text('recipient', t('recipient'), 'name')}
      <TextAreaField
        label={t('address')}
        name="address"
        rows={2}
        maxLength={500}
        autoComplete="street-address"
        value={values.address}
        error={errors.address}
        onChange={set('address')}
      />
      <div className={styles.row}>
        {text('city', t('city'), 'address-level2')}
        {text('postal_code', t('postalCode'), 'postal-code')}
      </div>
      <div className={styles.row}>
        <SelectField
          className={styles.general}
          label={t('country')}
          placeholder={t('choose')}
          autoComplete="country"
          options={countries}
          value={values.country}
          error={errors.country}
          onChange={set('country')}
        />
        {text('phone', t('phone'), 'tel')}
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
