import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ConfirmDialog, errorMessage, paths } from 'shared-ui';
import { deleteAccount } from '../api/delete-account';
import { KeptAfterDeletion } from './kept-after-deletion';
import { settingsNs } from '../settings-texts';
import { useSettingsToast } from '../utils/use-settings-toast';
import { useSignOutAndLeave } from '../utils/use-sign-out-and-leave';
import { SettingsSection } from './settings-section';
import styles from './settings-form.module.css';

/** Hesap Silme: confirm, delete, then the session is cleared and the user goes to / (spec 4.2). */
export function DeleteAccountTab() {
  const { t } = useTranslation(settingsNs);
  const toast = useSettingsToast();
  const signOutAndLeave = useSignOutAndLeave();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await deleteAccount();
      toast.success(result.message || t('deleteAccount.done'));
      signOutAndLeave(paths.home);
    } catch (err) {
      setBusy(false);
      setAsking(false);
      setFailure(errorMessage(err, t('deleteAccount.failed')));
    }
  };

  return (
    <SettingsSection title={t('deleteAccount.title')} intro={t('deleteAccount.intro')} tone="danger">
      <p className={styles.note}>{t('deleteAccount.note')}</p>
      <KeptAfterDeletion />
      {failure && (
        <div className={styles.general}>
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t('deleteAccount.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('deleteAccount.confirmTitle')}
        message={t('deleteAccount.confirmText')}
        confirmLabel={t('deleteAccount.confirmButton')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </SettingsSection>
  );
}
