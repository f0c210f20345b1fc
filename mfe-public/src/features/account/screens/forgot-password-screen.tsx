import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared-ui';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { accountTexts } from '../account-texts';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [accountTexts];

export function ForgotPasswordScreen() {
  const { t } = useTranslation('account');
  return (
    <AuthCard
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      footer={<Link to={paths.login}>{t('forgot.back')}</Link>}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
