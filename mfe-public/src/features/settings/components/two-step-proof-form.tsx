import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ApiError, Button, ConfirmDialog, TextField, errorMessage, type RecoveryCodesResult } from 'shared-ui';
import { disableTwoStep, renewRecoveryCodes } from '../api/two-step';
import { signInSecurityNs } from '../sign-in-security-texts';
import styles from './sign-in-security.module.css';

export type ProofAction = 'renew' | 'disable';

interface TwoStepProofFormProps {
  action: ProofAction;
  onRenewed: (result: RecoveryCodesResult) => void;
  onDisabled: (message: string) => void;
  onCancel: () => void;
}

/** The password and a current code, for new recovery codes or, after a confirmation, turning it off. */
export function TwoStepProofForm({ action, onRenewed, onDisabled, onCancel }: TwoStepProofFormProps) {
  const { t } = useTranslation(signInSecurityNs);
  const [values, setValues] = useState({ password: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      if (action === 'renew') onRenewed(await renewRecoveryCodes(values.password, values.code));
      else onDisabled((await disableTwoStep(values.password, values.code)).message);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      setFailure(errorMessage(err, t('twoStep.failed')));
      setBusy(false);
      setAsking(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Record<string, string> = {};
    if (!values.password) found.password = t('twoStep.passwordRequired');
    if (!values.code.trim()) found.code = t('twoStep.codeRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    if (action === 'disable') setAsking(true);
    else void run();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="two-step-proof">
      <p>{t(action === 'renew' ? 'twoStep.proofIntroRenew' : 'twoStep.proofIntroDisable')}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label={t('twoStep.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
      />
      <TextField
        label={t('twoStep.code')}
        name="code"
        autoComplete="one-time-code"
        hint={t('twoStep.codeHint')}
        required
        value={values.code}
        error={errors.code}
        onChange={(e) => setValues((v) => ({ ...v, code: e.target.value }))}
      />
      <div className={styles.qrRow}>
        <Button type="submit" variant={action === 'disable' ? 'danger' : 'primary'} busy={busy && !asking}>
          {t(action === 'renew' ? 'twoStep.renewSubmit' : 'twoStep.disableSubmit')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('twoStep.cancel')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('twoStep.disableConfirmTitle')}
        message={t('twoStep.disableConfirmText')}
        confirmLabel={t('twoStep.disable')}
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      />
    </form>
  );
}
