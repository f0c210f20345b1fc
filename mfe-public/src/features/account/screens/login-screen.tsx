import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared-ui';
import { AuthCard } from '../components/auth-card';
import { useCarriedRedirect } from '../utils/carried-redirect';
import { LoginForm } from '../components/login-form';

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
