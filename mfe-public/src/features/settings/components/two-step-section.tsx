import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner, formatDay, type RecoveryCodesResult } from 'shared-ui';
import { useTwoStepStatus } from '../api/two-step';
import { signInSecurityNs } from '../sign-in-security-texts';
import { RecoveryCodes } from './recovery-codes';
import { SettingsSection } from './settings-section';
import { TwoStepEnrolment } from './two-step-enrolment';
import { TwoStepProofForm, type ProofAction } from './two-step-proof-form';
import styles from './sign-in-security.module.css';

/**
 * İki adımlı giriş: set it up (QR, key, first code), then the recovery codes once; when it is on, new codes or
 * turning it off, each with the password and a current code.
 */
export function TwoStepSection() {
  const { t, i18n } = useTranslation(signInSecurityNs);
  const { data: status, error, isLoading, mutate } = useTwoStepStatus();
  const [enrolling, setEnrolling] = useState(false);
  const [proof, setProof] = useState<ProofAction | null>(null);
  const [codes, setCodes] = useState<RecoveryCodesResult | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const showCodes = (result: RecoveryCodesResult) => {
    setEnrolling(false);
    setProof(null);
    setCodes(result);
    void mutate();
  };

  let body;
  if (isLoading) body = <Spinner label={t('twoStep.loading')} />;
  else if (error || !status)
    body = (
      <>
        <Alert tone="error">{t('twoStep.loadFailed')}</Alert>
        <Button variant="ghost" onClick={() => void mutate()}>
          {t('twoStep.retry')}
        </Button>
      </>
    );
  else if (codes) body = <RecoveryCodes result={codes} onDone={() => setCodes(null)} />;
  else if (enrolling) body = <TwoStepEnrolment onEnabled={showCodes} onCancel={() => setEnrolling(false)} />;
  else if (!status.enabled)
    body = (
      <>
        {status.required && <Alert tone="warning">{t('twoStep.required')}</Alert>}
        <p className={styles.status}>{t('twoStep.off')}</p>
        <div>
          <Button onClick={() => setEnrolling(true)}>{t('twoStep.start')}</Button>
        </div>
      </>
    );
  else
    body = (
      <>
        <p className={styles.status}>{t('twoStep.on', { date: formatDay(status.enabled_at, i18n.language) })}</p>
        <p>{t('twoStep.codesLeft', { count: status.recovery_codes_left })}</p>
        {proof ? (
          <TwoStepProofForm
            action={proof}
            onRenewed={showCodes}
            onDisabled={(message) => {
              setProof(null);
              setNotice(message);
              void mutate();
            }}
            onCancel={() => setProof(null)}
          />
        ) : (
          <div className={styles.qrRow}>
            <Button variant="secondary" onClick={() => setProof('renew')}>
              {t('twoStep.renew')}
            </Button>
            {!status.required && (
              <Button variant="danger" onClick={() => setProof('disable')}>
                {t('twoStep.disable')}
              </Button>
            )}
          </div>
        )}
      </>
    );

  return (
    <SettingsSection title={t('twoStep.title')} intro={t('twoStep.intro')}>
      <div className={styles.stack} data-testid="two-step-section">
        {notice && <Alert tone="success">{notice}</Alert>}
        {body}
      </div>
    </SettingsSection>
  );
}
