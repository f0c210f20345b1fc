import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField, errorMessage } from 'shared-ui';
import { messageText } from 'shared-ui/contracts';
import { resendVerification } from '../api/resend-verification';
import { useLocale } from '../utils/use-locale';
import styles from './form.module.css';

/** Asks for a new verification link; with no known address it asks for the e-mail first. Shows the server's answer. */
export function ResendVerification({ email }: { email?: string }) {
  const { t } = useTranslation('account');
  const lang = useLocale();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const address = email ?? typed.trim();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!address) {
      setResult({ tone: 'error', text: messageText('fillAllFields', lang) });
      return;
    }
    setBusy(true);
    try {
      const { message } = await resendVerification(address);
      setResult({ tone: 'success', text: message });
    } catch (err) {
      setResult({ tone: 'error', text: errorMessage(err, messageText('genericError', lang)) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={`${styles.form} ${styles.resend}`} onSubmit={submit} noValidate>
      {email === undefined && (
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      )}
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <Button type="submit" variant="secondary" busy={busy} className={styles.submit}>
        {t('resend.button')}
      </Button>
    </form>
  );
}
