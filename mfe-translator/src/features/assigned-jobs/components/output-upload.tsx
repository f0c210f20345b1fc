import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, useToast } from 'shared-ui';
import { FileDrop } from 'shared-ui/file-drop';
import { uploadOutputs } from '../api/upload-outputs';
import { failureText, type Failure } from '../../../utils/failure-text';
import styles from './assigned-job-card.module.css';

const ACCEPT = '.pdf,.doc,.docx,.odt,.rtf,.txt,.jpg,.jpeg,.png,.tif,.tiff,.webp,.zip';

interface OutputUploadProps {
  jobId: number;
  disabled?: boolean;
  onUploaded: () => void;
  /** A new attempt began (files chosen or dropped, or a send): errors of earlier attempts around it are stale. */
  onAttempt?: () => void;
}

/** Several output files at once, with progress; spec 8 messages for success, failure and no file. */
export function OutputUpload({ jobId, disabled, onUploaded, onAttempt }: OutputUploadProps) {
  const { t } = useTranslation('translator');
  const toast = useToast();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  // Each attempt starts clean: the failure of the last send or the 'no file' of the last press would otherwise
  // sit beside the new attempt's own message (a tester saw two different upload errors at once).
  const startAttempt = () => {
    setFailure(null);
    setMissing(false);
    onAttempt?.();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    startAttempt();
    if (files.length === 0) {
      setMissing(true);
      return;
    }
    setProgress(0);
    try {
      await uploadOutputs(jobId, files, setProgress);
      setFiles([]);
      toast.show({ tone: 'success', message: t('outputs.uploaded'), duration: 4000 });
      onUploaded();
    } catch (err) {
      setFailure(failureText(t('outputs.uploadFailed'), err));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form className={styles.upload} onSubmit={submit} noValidate>
      {/* a choice or a drop, even of a refused type, is a new attempt (FileDrop reports accepted files only) */}
      <div onChangeCapture={startAttempt} onDropCapture={startAttempt}>
        <FileDrop
          label={t('outputs.dropLabel')}
          hint={t('outputs.hint')}
          accept={ACCEPT}
          multiple
          files={files}
          progress={progress}
          disabled={disabled || progress !== null}
          error={missing ? t('outputs.noFile') : undefined}
          onFiles={setFiles}
        />
      </div>
      {failure && (
        <Alert tone="error" detail={failure.reason}>
          {failure.text}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="secondary" busy={progress !== null} disabled={disabled}>
          {t('outputs.upload')}
        </Button>
      </div>
    </form>
  );
}
