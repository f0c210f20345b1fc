import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared-ui';
import { AuthCard } from '../components/auth-card';
import { useCarriedRedirect } from '../utils/carried-redirect';
import { LoginForm } from '../components/login-form';
import { secondStepTexts, accountTexts } from '../account-texts';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [secondStepTexts, accountTexts];

export function LoginScreen() {
  const { t } = useTranslation('account');
  const { to } = useCarriedRedirect();
  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <>
          {t('login.noAccount')} <Link to={to(paths.register)}>{t('login.register')}</Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
