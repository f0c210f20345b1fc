import { useTranslation } from 'react-i18next';
import { Spinner } from 'shared-ui';
import { AuthCard } from '../components/auth-card';
import { useEmailVerification } from '../components/use-email-verification';
import { VerifyExpired } from '../components/verify-expired';
import { VerifySuccess } from '../components/verify-success';
import { accountTexts } from '../account-texts';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [accountTexts];

const titles = { checking: 'verify.title', success: 'verify.successTitle', expired: 'verify.expiredTitle' } as const;

/** /verify-email?token=&email= and /verify?status=success|expired&email= (spec 2.5, 4.2). */
export function VerifyEmailScreen() {
  const { t } = useTranslation('account');
  const { state, email } = useEmailVerification();
  return (
    <AuthCard title={t(titles[state])}>
      {state === 'checking' && <Spinner label={t('verify.checking')} />}
      {state === 'success' && <VerifySuccess email={email} />}
      {state === 'expired' && <VerifyExpired email={email} />}
    </AuthCard>
  );
}
