import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Button, Modal, TextField, apiRequest, paths, setSession, type LoginResult } from 'shared-ui';
import { loginFailureText } from './login-failure';
import styles from './login-popup.module.css';

interface LoginPopupProps {
  open: boolean;
  onSuccess: () => void;
  onClose: () => void;
}

/** Spec 2.5: the login popup — e-mail, password and the hidden honeypot `hp`. */
export function LoginPopup({ open, onSuccess, onClose }: LoginPopupProps) {
  const { t } = useTranslation('common');
  const [values, setValues] = useState({ email: '', password: '', hp: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!values.email.trim() || !values.password) {
      setFailure(t('login.failed'));
      return;
    }
    setBusy(true);
    try {
      const session = await apiRequest<LoginResult>('/auth/login', {
        method: 'POST',
        body: { ...values, email: values.email.trim() },
        public: true,
      });
      setSession({ token: session.token, user: session.user });
      setValues({ email: '', password: '', hp: '' });
      onSuccess();
    } catch (err) {
      setFailure(loginFailureText(err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={t('login.popupTitle')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
        />
        <TextField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => set('password')(e.target.value)}
        />
        <div className={styles.trap} aria-hidden="true">
          <label>
            hp
            <input
              type="text"
              name="hp"
              tabIndex={-1}
              autoComplete="off"
              value={values.hp}
              onChange={(e) => set('hp')(e.target.value)}
            />
          </label>
        </div>
        <Button type="submit" busy={busy} className={styles.submit}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
        <p className={styles.links}>
          <Link to={paths.forgotPassword} onClick={onClose}>
            {t('login.forgot')}
          </Link>
          <span>
            {t('login.noAccount')}{' '}
            <Link to={paths.register} onClick={onClose}>
              {t('login.register')}
            </Link>
          </span>
        </p>
      </form>
    </Modal>
  );
}
