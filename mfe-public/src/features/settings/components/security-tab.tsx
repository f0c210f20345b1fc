import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField, useSession } from 'shared-ui';
import { useProfile } from '../api/use-profile';
import { settingsNs } from '../settings-texts';
import { SettingsSection } from './settings-section';
import { useSecurityForm } from './use-security-form';
import styles from './settings-form.module.css';

/** Güvenlik: change the e-mail (confirmed through a mailed link) or the password. */
export function SecurityTab() {
  const { t } = useTranslation(settingsNs);
  const session = useSession();
  const { data: profile } = useProfile();
  const { values, set, errors, outcome, busy, submit } = useSecurityForm();
  const pendingEmail = outcome?.pendingEmail ?? profile?.pending_email;
  return (
    <SettingsSection title={t('security.title')} intro={t('security.intro')}>
      {outcome && (
        <div className={styles.general}>
          <Alert tone={outcome.tone}>{outcome.message}</Alert>
        </div>
      )}
      {session && <p className={styles.note}>{t('security.currentEmail', { email: session.user.email })}</p>}
      {pendingEmail && <p className={styles.note}>{t('security.pending', { email: pendingEmail })}</p>}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('security.currentPassword')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(e) => set({ currentPassword: e.target.value })}
        />
        <TextField
          label={t('security.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => set({ email: e.target.value })}
        />
        <div className={styles.row}>
          <TextField
            label={t('security.newPassword')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            hint={t('security.newPasswordHint')}
            value={values.newPassword}
            error={errors.newPassword}
            onChange={(e) => set({ newPassword: e.target.value })}
          />
          <TextField
            label={t('security.newPasswordRepeat')}
            name="newPasswordRepeat"
            type="password"
            autoComplete="new-password"
            value={values.newPasswordRepeat}
            error={errors.newPasswordRepeat}
            onChange={(e) => set({ newPasswordRepeat: e.target.value })}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {t('security.submit')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
