import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ConfirmDialog, errorMessage, formatMoment, useConfirmedAction } from 'shared-ui';
import { Card } from '../../../layout/card';
import { useDeleteJobFiles, useJobRetention } from '../api/job-retention';
import { retentionNs } from '../retention-texts';
import styles from './job-file-retention.module.css';

/**
 * On the customer's job page: when the job's files will be, or were, deleted under the office's retention period,
 * and a way to delete them at once once the job is completed or cancelled (asked first).
 */
export function JobFileRetention({ jobId }: { jobId: number }) {
  const { t, i18n } = useTranslation(retentionNs);
  const { retention, error } = useJobRetention(jobId);
  const deleteFiles = useDeleteJobFiles(jobId);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const confirm = useConfirmedAction<'delete', number>(async () => {
    try {
      setNotice({ tone: 'success', text: await deleteFiles() });
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err, t('failed')) });
    }
  });

  if (error) return <Alert tone="error">{errorMessage(error, t('loadFailed'))}</Alert>;
  if (!retention) return null;
  const days = retention.retention_days;
  const line = retention.deleted_at
    ? t('deleted', { date: formatMoment(retention.deleted_at, i18n.language) })
    : retention.delete_after
      ? t('willDelete', { date: formatMoment(retention.delete_after, i18n.language), days })
      : t('underWay', { days });

  return (
    <Card title={t('title')}>
      <p className={styles.line} data-testid="file-retention">
        {line}
      </p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {retention.can_delete_now && (
        <div>
          <Button variant="danger" onClick={() => confirm.ask('delete', jobId)}>
            {t('deleteNow')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirm.pending !== null}
        title={t('confirmTitle')}
        message={t('confirmMessage')}
        confirmLabel={t('confirm')}
        dismissLabel={t('keep')}
        busy={confirm.busy}
        tone="danger"
        onConfirm={() => void confirm.confirm()}
        onCancel={confirm.dismiss}
      />
    </Card>
  );
}
