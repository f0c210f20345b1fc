import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, paths } from 'shared-ui';
import styles from './form.module.css';

/** The spec's verify redirect (section 9). */
export const VERIFY_REDIRECT_MS = 3000;

/** A verified address (the screen shows the success title): a login button, and /login after 3 s. */
export function VerifySuccess() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.login), VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <>
      <Alert tone="success">{t('verify.successText')}</Alert>
      <Button className={styles.submit} onClick={() => navigate(paths.login)}>
        {t('verify.login')}
      </Button>
    </>
  );
}
