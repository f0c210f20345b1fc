import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from 'shared-ui';
import { useProfile } from '../api/use-profile';
import { settingsNs } from '../settings-texts';
import { LanguagesBlock } from './languages-block';

/** Dillerim (translators): the same block the Profil tab shows. */
export function LanguagesTab() {
  const { t } = useTranslation(settingsNs);
  const { data: profile, error } = useProfile();
  if (error) return <Alert tone="error">{t('loadFailed')}</Alert>;
  return profile ? <LanguagesBlock profile={profile} /> : <Spinner />;
}
