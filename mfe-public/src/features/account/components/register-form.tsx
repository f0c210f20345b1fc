import { useTranslation } from 'react-i18next';
import { Alert, Button, paths, TextField } from 'shared-ui';
import { messageText, todayInIstanbul } from 'shared-ui/contracts';
import { useLocale } from '../utils/use-locale';
import { ConsentCheckbox } from '../../../components/consent-checkbox/consent-checkbox';
import { HoneypotField } from './honeypot-field';
import { PhoneField } from '../../../components/phone-field/phone-field';
import { useRegisterForm } from './use-register-form';
import styles from './form.module.css';

/** Spec 2.5 register: the submit button stays disabled until both consents are ticked. */
export function RegisterForm() {
  const { t } = useTranslation('account');
  const lang = useLocale();
  const { values, set, errors, general, busy, submit, consented } = useRegisterForm();
  // A weak password's error spells out the rules: the hint under the field then goes, so they are read once.
  const rulesInError = errors.password === messageText('weakPassword', lang);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {general && <Alert tone="error">{general}</Alert>}
      <div className={styles.row}>
        <TextField
          label={t('fields.name')}
          name="name"
          autoComplete="given-name"
          value={values.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label={t('fields.surname')}
          name="surname"
          autoComplete="family-name"
          value={values.surname}
          error={errors.surname}
          onChange={(e) => set('surname', e.target.value)}
        />
      </div>
      <HoneypotField value={values.hp} onChange={(v) => set('hp', v)} />
      <TextField
        label={t('fields.birthDate')}
        type="date"
        name="birth_date"
        autoComplete="bday"
        min="1900-01-01"
        max={todayInIstanbul()}
        value={values.birth_date}
        error={errors.birth_date}
        onChange={(e) => set('birth_date', e.target.value)}
      />
      <PhoneField
        label={t('fields.phone')}
        hint={t('hints.phone')}
        value={values.phone}
        error={errors.phone}
        onChange={(v) => set('phone', v)}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={rulesInError ? undefined : t('hints.password')}
        value={values.password}
        error={errors.password}
        onChange={(e) => set('password', e.target.value)}
      />
      <ConsentCheckbox
        ns="account"
        textKey="register.terms"
        newTabKey="register.newTab"
        href={paths.privacyNotice}
        checked={values.terms}
        onChange={(v) => set('terms', v)}
      />
      <ConsentCheckbox
        ns="account"
        textKey="register.privacy"
        newTabKey="register.newTab"
        href={`/documents/${lang}/privacy.txt`}
        checked={values.privacy}
        onChange={(v) => set('privacy', v)}
      />
      {!consented && <p className={styles.note}>{t('register.consentHint')}</p>}
      <Button type="submit" busy={busy} disabled={!consented} className={styles.submit}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
