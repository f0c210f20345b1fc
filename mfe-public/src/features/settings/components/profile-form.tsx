import { useTranslation } from 'react-i18next';
import { Button, TextField, type Profile } from 'shared-ui';
import { PhoneField } from '../../../components/phone-field/phone-field';
import { settingsNs } from '../settings-texts';
import { LocationFields } from './location-fields';
import { useProfileForm } from './use-profile-form';
import styles from './settings-form.module.css';

/** Name, surname, birth date, phone, location and address (spec 7.5 PUT /settings/profile). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(settingsNs);
  const { values, set, errors, busy, submit } = useProfileForm(profile);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <TextField
          label={t('profile.name')}
          name="name"
          autoComplete="given-name"
          required
          value={values.name}
          error={errors.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextField
          label={t('profile.surname')}
          name="surname"
          autoComplete="family-name"
          required
          value={values.surname}
          error={errors.surname}
          onChange={(e) => set({ surname: e.target.value })}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('profile.email')}
          name="email"
          type="email"
          value={profile.email}
          readOnly
          hint={t('profile.emailHint')}
        />
        <TextField
          label={t('profile.birthDate')}
          name="birth_date"
          type="date"
          autoComplete="bday"
          value={values.birth_date}
          error={errors.birth_date}
          onChange={(e) => set({ birth_date: e.target.value })}
        />
      </div>
      <PhoneField
        label={t('profile.phone')}
        hint={t('profile.phoneHint')}
        value={values.phone}
        error={errors.phone}
        onChange={(phone) => set({ phone })}
      />
      <LocationFields value={values} errors={errors} onChange={(location) => set(location)} />
      <TextField
        label={t('profile.address')}
        name="address"
        autoComplete="street-address"
        value={values.address}
        error={errors.address}
        onChange={(e) => set({ address: e.target.value })}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
