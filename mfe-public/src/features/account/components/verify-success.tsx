import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, paths } from 'shared-ui';
import { useCarriedRedirect } from '../utils/carried-redirect';
import styles from './form.module.css';

/** The spec's verify redirect (section 9). */
export const VERIFY_REDIRECT_MS = 3000;

/**
 * A verified address (the screen shows the success title): a login button, and /login after 3 s. The sign-in page
 * is told which address was verified (login-notice.ts), so it says so and fills it in.
 */
export function VerifySuccess({ email }: { email: string | undefined }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { to } = useCarriedRedirect();
  const login = to(paths.login);

  useEffect(() => {
    const timer = setTimeout(() => navigate(login, { state: { verifiedEmail: email } }), VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, email, login]);

  return (
    <>
      <Alert tone="success">{t('verify.successText')}</Alert>
      <Button className={styles.submit} onClick={() => navigate(login, { state: { verifiedEmail: email } })}>
        {t('verify.login')}
      </Button>
    </>
  );
}
