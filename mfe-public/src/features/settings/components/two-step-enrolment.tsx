import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  ApiError,
  Button,
  Spinner,
  TextField,
  errorMessage,
  type RecoveryCodesResult,
  type TwoStepEnrolmentDto,
} from 'shared-ui';
import { confirmEnrolment, startEnrolment } from '../api/two-step';
import { signInSecurityNs } from '../sign-in-security-texts';
import styles from './sign-in-security.module.css';

interface TwoStepEnrolmentProps {
  onEnabled: (result: RecoveryCodesResult) => void;
  onCancel: () => void;
}

/** The key in groups of four, as apps show it and people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Set-up: a new secret as a QR code and as text, then the app's first code turns it on. */
export function TwoStepEnrolment({ onEnabled, onCancel }: TwoStepEnrolmentProps) {
  const { t } = useTranslation(signInSecurityNs);
  const [enrolment, setEnrolment] = useState<TwoStepEnrolmentDto | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    startEnrolment()
      .then((answer) => live && setEnrolment(answer))
      .catch((err: unknown) => live && setLoadError(errorMessage(err, t('twoStep.failed'))));
    return () => {
      live = false;
    };
  }, [t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!code.trim()) {
      setFieldError(t('twoStep.codeRequired'));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      onEnabled(await confirmEnrolment(code));
    } catch (err) {
      if (err instanceof ApiError && err.fields.code) setFieldError(err.fields.code);
      else setFailure(errorMessage(err, t('twoStep.failed')));
      setBusy(false);
    }
  };

  if (loadError)
    return (
      <>
        <Alert tone="error">{loadError}</Alert>
        <div>
          <Button variant="ghost" onClick={onCancel}>
            {t('twoStep.cancel')}
          </Button>
        </div>
      </>
    );
  if (!enrolment) return <Spinner label={t('twoStep.starting')} />;
  return (
    <>
      <p>{t('twoStep.scan')}</p>
      <div className={styles.qrRow}>
        <img
          className={styles.qr}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
          alt={t('twoStep.qrAlt')}
          width={200}
          height={200}
        />
        <p className={styles.manual}>
          {t('twoStep.manual')}
          <code className={styles.key} data-testid="two-step-key">
            {grouped(enrolment.secret)}
          </code>
        </p>
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p>{t('twoStep.enterCode')}</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={t('twoStep.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          value={code}
          error={fieldError}
          onChange={(e) => setCode(e.target.value)}
        />
        <div className={styles.qrRow}>
          <Button type="submit" busy={busy}>
            {t('twoStep.confirm')}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('twoStep.cancel')}
          </Button>
        </div>
      </form>
    </>
  );
}
