import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, TextField } from 'shared-ui';
import { formatVerificationCode, normalizeVerificationCode } from 'shared-ui/contracts';
import { verificationNs } from '../verification-texts';
import { useVerificationPrefix } from '../utils/verification-language';
import styles from './verification.module.css';

/** Typing the code from the paper: any case, spaces or hyphens; the page then shows what the code certifies. */
export function CodeForm({ initial }: { initial: string }) {
  const { t } = useTranslation(verificationNs);
  const navigate = useNavigate();
  const prefix = useVerificationPrefix();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeVerificationCode(value);
    if (!code) {
      setError(t('notFound'));
      return;
    }
    setError(undefined);
    navigate(`${prefix}/${formatVerificationCode(code)}`);
  };

  return (
    <form className={styles.codeForm} onSubmit={submit} noValidate>
      <TextField
        label={t('codeLabel')}
        hint={t('codeHint')}
        error={error}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        required
      />
      <Button type="submit">{t('check')}</Button>
    </form>
  );
}
