import { useTranslation } from 'react-i18next';
import { Alert } from 'shared-ui';
import { ResendVerification } from './resend-verification';

/** An invalid or spent link: the explanation and a resend (for the address in the link, or one typed here). */
export function VerifyExpired({ email }: { email: string | undefined }) {
  const { t } = useTranslation('account');
  return (
    <>
      <Alert tone="warning">{t('verify.expiredText')}</Alert>
      <ResendVerification email={email} />
    </>
  );
}
