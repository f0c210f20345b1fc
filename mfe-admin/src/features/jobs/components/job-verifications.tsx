import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Alert, Button, TextAreaField, errorMessage, formatDay, type AdminVerificationDto } from 'shared-ui';
import { useJobVerifications, useRevokeVerification } from '../api/use-job-verifications';
import styles from './job-detail.module.css';

function RevokeForm({ jobId, code, onDone }: { jobId: number; code: string; onDone: () => void }) {
  const { t } = useTranslation('admin-jobs');
  const revoke = useRevokeVerification(jobId);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field?: string; form?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError({});
    try {
      await revoke(code, reason);
      onDone();
    } catch (err) {
      const field = err instanceof ApiError ? err.fields.reason : undefined;
      setError(field ? { field } : { form: errorMessage(err, t('verification.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.revokeForm} onSubmit={(e) => void submit(e)} noValidate>
      <TextAreaField
        label={t('verification.reason')}
        hint={t('verification.reasonHint')}
        error={error.field}
        value={reason}
        onChange={setReason}
        maxLength={500}
        rows={2}
        required
        autoFocus
      />
      {error.form && <Alert tone="error">{error.form}</Alert>}
      <div className={styles.revokeActions}>
        <Button type="submit" variant="danger" disabled={busy}>
          {t('verification.confirm')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone} disabled={busy}>
          {t('verification.cancel')}
        </Button>
      </div>
    </form>
  );
}

function CodeRow({ jobId, item }: { jobId: number; item: AdminVerificationDto }) {
  const { t, i18n } = useTranslation('admin-jobs');
  const [revoking, setRevoking] = useState(false);
  const state =
    item.status === 'revoked'
      ? t('verification.revoked', { date: formatDay(item.revoked_at, i18n.language) })
      : item.status === 'superseded'
        ? t('verification.superseded', { date: formatDay(item.superseded_at, i18n.language) })
        : t('verification.valid');
  return (
    <li>
      <code className={styles.verificationCode}>{item.code}</code> <span className={styles.muted}>{state}</span>
      <div className={styles.muted}>
        {t('verification.completed', { date: formatDay(item.completed_at, i18n.language) })} ·{' '}
        {t('verification.files', { count: item.files.length })} ·{' '}
        <a href={item.page_url} target="_blank" rel="noreferrer">
          {t('verification.openPage')}
        </a>
      </div>
      {item.status === 'revoked' && (
        <div className={styles.muted}>
          {t('verification.revokedBy', { name: item.revoked_by_name ?? '—', reason: item.revoked_reason ?? '' })}
        </div>
      )}
      {item.status !== 'revoked' &&
        (revoking ? (
          <RevokeForm jobId={jobId} code={item.code} onDone={() => setRevoking(false)} />
        ) : (
          <Button type="button" variant="secondary" size="sm" onClick={() => setRevoking(true)}>
            {t('verification.revoke')}
          </Button>
        ))}
    </li>
  );
}

/** The job's verification codes: which is valid, which was superseded or revoked, and revoking one. */
export function JobVerifications({ jobId }: { jobId: number }) {
  const { t } = useTranslation('admin-jobs');
  const items = useJobVerifications(jobId);
  if (items.length === 0) return null;
  return (
    <section data-testid="job-verifications">
      <h3 className={styles.subtitle}>{t('verification.title')}</h3>
      <ul className={styles.verifications}>
        {items.map((item) => (
          <CodeRow key={item.code} jobId={jobId} item={item} />
        ))}
      </ul>
    </section>
  );
}
