import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, paths } from 'shared-ui';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { accountTexts } from '../account-texts';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [accountTexts];

/** /reset-password?token=&email= (the link of the reset e-mail). */
export function ResetPasswordScreen() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  return (
    <AuthCard
      title={t('reset.title')}
      intro={t('reset.intro')}
      footer={<Link to={paths.login}>{t('forgot.back')}</Link>}
    >
      {token && email ? (
        <ResetPasswordForm token={token} email={email} />
      ) : (
        <>
          <Alert tone="error">{t('reset.missingLink')}</Alert>
          <Link to={paths.forgotPassword}>{t('reset.requestNew')}</Link>
        </>
      )}
    </AuthCard>
  );
}
