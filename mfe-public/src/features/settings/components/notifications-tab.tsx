import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from 'shared-ui';
import { useNotifications } from '../api/use-notifications';
import { settingsNs } from '../settings-texts';
import { NotificationsForm } from './notifications-form';
import { SettingsSection } from './settings-section';

/** Bildirimler: e-mail notifications (no SMS: the site sends none) and, for translators, job alerts. */
export function NotificationsTab() {
  const { t } = useTranslation(settingsNs);
  const { data, error } = useNotifications();
  return (
    <SettingsSection title={t('notifications.title')} intro={t('notifications.intro')}>
      {error ? (
        <Alert tone="error">{t('loadFailed')}</Alert>
      ) : data ? (
        <NotificationsForm initial={data} />
      ) : (
        <Spinner />
      )}
    </SettingsSection>
  );
}
