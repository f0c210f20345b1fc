import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ApiError, Button, TextField, errorMessage, type LoginResult } from 'shared-ui';
import { secondStepNs } from '../account-texts';
import { completeSecondStep } from '../api/second-step';
import styles from './form.module.css';

interface SecondStepFormProps {
  challenge: string;
  onSignedIn: (session: LoginResult) => void;
  /** The challenge expired or the person wants another account: back to the password. */
  onRestart: (reason: string | null) => void;
}

/** The code of the authenticator app (or a recovery code) after a right password. */
export function SecondStepForm({ challenge, onSignedIn, onRestart }: SecondStepFormProps) {
  const { t } = useTranslation(secondStepNs);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!code.trim()) {
      setError(t('codeRequired'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      onSignedIn(await completeSecondStep(challenge, code));
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.code === 'secondStepExpired') return onRestart(err.message);
      if (err instanceof ApiError && err.fields.code) setError(err.fields.code);
      else setFailure(errorMessage(err, t('failed')));
      setCode('');
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="second-step-form">
      <h2 className={styles.stepTitle}>{t('title')}</h2>
      <p className={styles.note}>{t('intro')}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label={t('code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        hint={t('codeHint')}
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" busy={busy} className={styles.submit}>
        {t('submit')}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.textButton} onClick={() => onRestart(null)}>
          {t('back')}
        </button>
      </div>
    </form>
  );
}
