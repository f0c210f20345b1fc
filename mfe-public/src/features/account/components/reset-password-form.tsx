import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, TextField, errorMessage, paths } from 'shared-ui';
import { messageText, strongPassword } from 'shared-ui/contracts';
import { resetPassword } from '../api/reset-password';
import { useLocale } from '../utils/use-locale';
import styles from './form.module.css';

/** The spec's reset-password redirect (section 9). */
export const RESET_REDIRECT_MS = 2000;

/**
 * Spec 2.5: a new password (strength rule of section 5) for the account of the link; then /login after 2 s.
 * One field, as the spec's call has one (email, token, newPassword); the strength hint is shown beside it.
 */
export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation('account');
  const lang = useLocale();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const done = result?.tone === 'success';

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.login), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setResult(null);
    const weak = strongPassword.test(password) ? undefined : messageText('weakPasswordReset', lang);
    setError(weak);
    if (weak) return;
    setBusy(true);
    try {
      const { message } = await resetPassword({ email, token, newPassword: password });
      setResult({ tone: 'success', text: message });
    } catch (err) {
      setResult({ tone: 'error', text: errorMessage(err, messageText('genericError', lang)) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      {done && <p className={styles.note}>{t('reset.redirecting')}</p>}
      <TextField
        label={t('fields.newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={t('hints.password')}
        value={password}
        error={error}
        disabled={done}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" busy={busy} disabled={done} className={styles.submit}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
