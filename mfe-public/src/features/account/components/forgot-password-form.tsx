import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField, errorMessage } from 'shared-ui';
import { emailOnlyInput, messageText } from 'shared-ui/contracts';
import { forgotPassword } from '../api/forgot-password';
import { fieldErrors } from '../utils/field-errors';
import { useLocale } from '../utils/use-locale';
import { HoneypotField } from './honeypot-field';
import styles from './form.module.css';

/** Spec 2.5: asks for the e-mail and shows the server's message. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const lang = useLocale();
  const [email, setEmail] = useState('');
  const [hp, setHp] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setResult(null);
    const parsed = emailOnlyInput.safeParse({ email, hp });
    setError(parsed.success ? undefined : fieldErrors(parsed.error.issues, lang).email);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const { message } = await forgotPassword(parsed.data.email);
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
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={(e) => setEmail(e.target.value)}
      />
      <HoneypotField value={hp} onChange={setHp} />
      <Button type="submit" busy={busy} className={styles.submit}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}
