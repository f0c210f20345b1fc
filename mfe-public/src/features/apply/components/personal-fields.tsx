import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui';
import { PhoneField } from '../../../components/phone-field/phone-field';
import { applyNs } from '../apply-texts';
import type { ApplicationDraft, DraftField } from '../utils/application-draft';
import type { ApplicationErrors } from '../utils/check-application';
import styles from './apply-form.module.css';

interface PersonalFieldsProps {
  draft: ApplicationDraft;
  errors: ApplicationErrors;
  set: <K extends DraftField>(field: K, value: ApplicationDraft[K]) => void;
}

const required = (label: string) => (
  <>
    {label} <span aria-hidden="true">*</span>
  </>
);

/** Name, surname, e-mail, phone (optional, the register page's international input) and password. */
export function PersonalFields({ draft, errors, set }: PersonalFieldsProps) {
  const { t } = useTranslation(applyNs);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('form.personal')}</legend>
      <div className={styles.pair}>
        <TextField
          label={required(t('form.name'))}
          name="name"
          autoComplete="given-name"
          required
          maxLength={100}
          value={draft.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label={required(t('form.surname'))}
          name="surname"
          autoComplete="family-name"
          required
          maxLength={100}
          value={draft.surname}
          error={errors.surname}
          onChange={(e) => set('surname', e.target.value)}
        />
      </div>
      <TextField
        label={required(t('form.email'))}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        value={draft.email}
        error={errors.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <PhoneField
        label={t('form.phone')}
        hint={t('form.phoneHint')}
        value={draft.phone}
        error={errors.phone}
        onChange={(value) => set('phone', value)}
      />
      <TextField
        label={required(t('form.password'))}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
        hint={t('form.passwordHint')}
        value={draft.password}
        error={errors.password}
        onChange={(e) => set('password', e.target.value)}
      />
    </fieldset>
  );
}
