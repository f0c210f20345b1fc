import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ConfirmDialog, useToast, type OutputFileDto, formatMoment } from 'shared-ui';
import { deleteOutput } from '../api/delete-output';
import { useLocale } from '../../../utils/use-locale';
import { failureText, type Failure } from '../../../utils/failure-text';
import styles from './assigned-job-card.module.css';

interface OutputFileListProps {
  jobId: number;
  files: OutputFileDto[];
  /** Deleting is allowed only while the job is being worked on. */
  canDelete: boolean;
  onChanged: () => void;
}

/** The uploaded outputs, each a download link; deleting one asks first (spec 5, Other). */
export function OutputFileList({ jobId, files, canDelete, onChanged }: OutputFileListProps) {
  const { t } = useTranslation('translator');
  const lang = useLocale();
  const toast = useToast();
  const [pending, setPending] = useState<OutputFileDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteOutput(jobId, pending.file_name);
      toast.show({ tone: 'success', message: t('outputs.deleted'), duration: 4000 });
      onChanged();
    } catch (err) {
      setFailure(failureText(t('outputs.deleteFailed'), err));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <section className={styles.outputs} aria-label={t('outputs.title')}>
      <h4 className={styles.subheading}>{t('outputs.title')}</h4>
      {files.length === 0 ? (
        <p className={styles.muted}>{t('outputs.none')}</p>
      ) : (
        <ul className={styles.fileList}>
          {files.map((file) => (
            <li key={file.file_name} className={styles.fileRow}>
              <a href={file.url} target="_blank" rel="noopener noreferrer" download className={styles.fileName}>
                {file.display_name}
              </a>
              <span className={styles.muted}>{formatMoment(file.uploaded_at, lang)}</span>
              {canDelete && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('outputs.delete', { name: file.display_name })}
                  onClick={() => setPending(file)}
                >
                  {t('outputs.deleteShort')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <Alert tone="error" detail={failure.reason}>
          {failure.text}
        </Alert>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t('outputs.deleteTitle')}
        message={t('outputs.deleteConfirm', { name: pending?.display_name ?? '' })}
        confirmLabel={t('outputs.deleteShort')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
