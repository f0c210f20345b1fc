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
 * Typed twice, with a toggle to show it (a typo must not lock the person out again); the call stays
 * the spec's (email, token, newPassword): the repeat is checked here only.
 */
export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation('account');
  const lang = useLocale();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [repeatError, setRepeatError] = useState<string | undefined>();
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
    const mismatch = repeat === password ? undefined : messageText('passwordsDoNotMatch', lang);
    setError(weak);
    setRepeatError(mismatch);
    if (weak || mismatch) return;
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
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        hint={error ? undefined : t('hints.password')}
        value={password}
        error={error}
        disabled={done}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={t('fields.repeatPassword')}
        name="repeatPassword"
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        value={repeat}
        error={repeatError}
        disabled={done}
        onChange={(e) => setRepeat(e.target.value)}
      />
      <label className={styles.toggle}>
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />{' '}
        {t('fields.showPassword')}
      </label>
      <Button type="submit" busy={busy} disabled={done} className={styles.submit}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
