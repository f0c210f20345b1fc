import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from 'shared-ui';
import { useProfile } from '../api/use-profile';
import { settingsNs } from '../settings-texts';
import { AvatarUpload } from './avatar-upload';
import { BillingDetailsSection } from './billing-details-section';
import { CertificatesBlock } from './certificates-block';
import { LanguagesBlock } from './languages-block';
import { PostalAddressSection } from './postal-address-section';
import { ProfileForm } from './profile-form';
import { SettingsSection } from './settings-section';

/**
 * Profil: photo and personal details (spec 2.10); a customer also keeps the postal address of paper deliveries and
 * the billing details of receipts, a translator the languages and certificates blocks.
 */
export function ProfileTab() {
  const { t } = useTranslation(settingsNs);
  const { data: profile, error } = useProfile();
  if (error) return <Alert tone="error">{t('loadFailed')}</Alert>;
  if (!profile) return <Spinner />;
  return (
    <>
      <SettingsSection title={t('avatar.title')}>
        <AvatarUpload profile={profile} />
      </SettingsSection>
      <SettingsSection title={t('profile.title')}>
        <ProfileForm profile={profile} />
      </SettingsSection>
      {profile.role === 'user' && (
        <>
          <PostalAddressSection />
          <BillingDetailsSection />
        </>
      )}
      {profile.role === 'translator' && (
        <>
          <LanguagesBlock profile={profile} />
          <CertificatesBlock />
        </>
      )}
    </>
  );
}
