import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared-ui';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

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
