import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Alert, Button, errorMessage, formatMoment, type AdminJobDetailDto } from 'shared-ui';
import { useJobTransition } from '../api/job-actions';
import { adminJobKey } from '../api/use-admin-job';
import { AttachmentLinks } from './attachment-links';
import styles from './job-detail.module.css';

/**
 * The customer's revision requests with their reasons and files; while the job is completed and a request
 * waits, one click reopens the job for it (the same revise transition as the row's button).
 */
export function RevisionRequests({ job }: { job: AdminJobDetailDto }) {
  const { t, i18n } = useTranslation('admin-jobs');
  const run = useJobTransition();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (job.revision_requests.length === 0) return null;
  const waiting = job.status === 'completed' && job.revision_requests.some((r) => r.reopened_at === null);

  const reopen = async () => {
    setBusy(true);
    setError(null);
    try {
      await run(job.id, 'revise');
      await mutate(adminJobKey(job.id));
    } catch (err) {
      setError(errorMessage(err, t('failed.revise')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h3 className={styles.subtitle}>{t('detail.revisions')}</h3>
      <ul className={styles.revisions}>
        {job.revision_requests.map((r) => (
          <li key={r.id}>
            <time dateTime={r.created_at} className={styles.muted}>
              {formatMoment(r.created_at, i18n.language)}
            </time>{' '}
            <span className={styles.muted}>{r.reopened_at ? t('detail.reopened') : t('detail.waitingReopen')}</span>
            <blockquote className={styles.reason}>{r.reason}</blockquote>
            {r.files.length > 0 && <AttachmentLinks files={r.files} />}
          </li>
        ))}
      </ul>
      {error && <Alert tone="error">{error}</Alert>}
      {waiting && (
        <Button onClick={() => void reopen()} busy={busy}>
          {t('detail.reopen')}
        </Button>
      )}
    </>
  );
}
