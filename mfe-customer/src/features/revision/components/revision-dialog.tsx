import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, TextAreaField, errorMessage, useToast } from 'shared-ui';
import { REVISION_MAX_FILES } from 'shared-ui/contracts';
import { FileDrop } from 'shared-ui/file-drop';
import { useAskRevision } from '../api/ask-revision';
import styles from './revision-dialog.module.css';

interface Props {
  jobId: number;
  code: string;
  open: boolean;
  onClose: () => void;
}

/** "Revizyon iste": what should be fixed (required) and, if it helps, files that show it. */
export function RevisionDialog({ jobId, code, open, onClose }: Props) {
  const { t } = useTranslation('customer');
  const toast = useToast();
  const ask = useAskRevision(String(jobId));
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setFieldError(t('revision.reasonRequired'));
      return;
    }
    if (files.length > REVISION_MAX_FILES) {
      setError(t('revision.tooManyFiles', { count: REVISION_MAX_FILES }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await ask(reason.trim(), files);
      toast.show({ tone: 'success', message: answer.message });
      onClose();
    } catch (err) {
      setError(errorMessage(err, t('revision.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('revision.title', { code })} onClose={onClose}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextAreaField
          label={t('revision.reason')}
          hint={t('revision.reasonHint')}
          value={reason}
          onChange={(v) => {
            setReason(v);
            setFieldError(undefined);
          }}
          error={fieldError}
          required
          maxLength={2000}
          rows={5}
        />
        <FileDrop
          label={t('revision.files')}
          hint={t('revision.filesHint', { count: REVISION_MAX_FILES })}
          multiple
          accept=".pdf,.jpg,.jpeg,.png,.webp,.doc,.docx"
          files={files}
          onFiles={setFiles}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('revision.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('revision.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
