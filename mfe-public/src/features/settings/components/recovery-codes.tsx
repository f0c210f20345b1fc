import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, type RecoveryCodesResult } from 'shared-ui';
import { signInSecurityNs } from '../sign-in-security-texts';
import styles from './sign-in-security.module.css';

/** The recovery codes, shown this once: copy them, then say they are saved. */
export function RecoveryCodes({ result, onDone }: { result: RecoveryCodesResult; onDone: () => void }) {
  const { t } = useTranslation(signInSecurityNs);
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);

  const copy = async () => {
    await navigator.clipboard.writeText(result.recovery_codes.join('\n'));
    setCopied(true);
  };

  return (
    <>
      <Alert tone="success">{result.message}</Alert>
      <h3 id={titleId}>{t('twoStep.recoveryTitle')}</h3>
      <p>{t('twoStep.recoveryIntro')}</p>
      <ul className={styles.codes} aria-labelledby={titleId} data-testid="recovery-codes">
        {result.recovery_codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      {copied && <Alert tone="info">{t('twoStep.copied')}</Alert>}
      <div className={styles.qrRow}>
        {canCopy && (
          <Button variant="secondary" onClick={() => void copy().catch(() => setCopied(false))}>
            {t('twoStep.copy')}
          </Button>
        )}
        <Button onClick={onDone}>{t('twoStep.saved')}</Button>
      </div>
    </>
  );
}
