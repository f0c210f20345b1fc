import { useTranslation } from 'react-i18next';
import { Button, requestLogin } from 'shared-ui';
import { Card } from '../../../layout/card';

/** The payment page has no guard in the spec: signed out, it asks for a sign-in in place. */
export function SignInPrompt() {
  const { t } = useTranslation('customer');
  return (
    <Card title={t('payment.signInTitle')}>
      <p>{t('payment.signInBody')}</p>
      <Button onClick={() => void requestLogin()}>{t('payment.signIn')}</Button>
    </Card>
  );
}
