import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, type PublicVerificationDto } from 'shared-ui';
import { FileDrop } from 'shared-ui/file-drop';
import { verificationNs } from '../verification-texts';
import { sha256OfFile } from '../utils/sha256-of-file';

type Check =
  | { state: 'idle' }
  | { state: 'hashing'; name: string; done: number }
  | { state: 'done'; name: string; position: number | null; stamped: boolean }
  | { state: 'failed' };

/** Drop a file to compare its fingerprint with the delivered ones; the bytes never leave the browser. */
export function FileCheck({ verification }: { verification: PublicVerificationDto }) {
  const { t } = useTranslation(verificationNs);
  const [check, setCheck] = useState<Check>({ state: 'idle' });

  const onFiles = async ([file]: File[]) => {
    if (!file) return;
    setCheck({ state: 'hashing', name: file.name, done: 0 });
    try {
      const hash = await sha256OfFile(file, (done) => setCheck({ state: 'hashing', name: file.name, done }));
      // the delivered file itself, or the copy with the QR stamped on its last page (verifications/stamped-copies.ts)
      const delivered = verification.files.find((f) => f.sha256 === hash);
      const stamped = verification.files.find((f) => f.stamped_sha256 === hash);
      const match = delivered ?? stamped;
      setCheck({ state: 'done', name: file.name, position: match?.position ?? null, stamped: !delivered && !!stamped });
    } catch {
      setCheck({ state: 'failed' });
    }
  };

  return (
    <div>
      <FileDrop label={t('dropLabel')} hint={t('dropHint')} onFiles={(files) => void onFiles(files)} />
      <div aria-live="polite" data-testid="verification-file-check">
        {check.state === 'hashing' && <p>{t('hashing', { percent: Math.round(check.done * 100) })}</p>}
        {check.state === 'failed' && <Alert tone="error">{t('hashFailed')}</Alert>}
        {check.state === 'done' && check.position !== null && (
          <Alert tone={verification.status === 'valid' ? 'success' : 'warning'}>
            {t(verification.status === 'valid' ? 'match' : 'matchNotCurrent', {
              name: check.name,
              position: check.position,
              context: check.stamped ? 'stamped' : undefined,
            })}
          </Alert>
        )}
        {check.state === 'done' && check.position === null && (
          <Alert tone="error" detail={t('stampedNote')}>
            {t('noMatch', { name: check.name })}
          </Alert>
        )}
      </div>
    </div>
  );
}
