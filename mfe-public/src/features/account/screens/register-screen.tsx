import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared-ui';
import { AuthCard } from '../components/auth-card';
import { useCarriedRedirect } from '../utils/carried-redirect';
import { RegisterForm } from '../components/register-form';
import { accountTexts } from '../account-texts';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [accountTexts];

export function RegisterScreen() {
  const { t } = useTranslation('account');
  const { to } = useCarriedRedirect();
  return (
    <AuthCard
      wide
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <>
          <p>
            {t('register.haveAccount')} <Link to={to(paths.login)}>{t('register.login')}</Link>
          </p>
          <p>
            {t('register.translatorNote')} <Link to={paths.apply}>{t('register.translatorLink')}</Link>
          </p>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
