import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, useToast, type OutputFileDto } from 'shared-ui';
import { isCertifiedTranslation } from 'shared-ui/contracts';
import { markComplete } from '../api/mark-complete';
import { failureText, type Failure } from '../../../utils/failure-text';
import { CompleteDialog, type Completion } from './complete-dialog';
import styles from './assigned-job-card.module.css';

interface MarkCompleteActionProps {
  job: { id: number; code: string; translation_type: string; status: string };
  /** The job's current output files: a revision's completion asks which of them the new delivery is. */
  files: OutputFileDto[];
  disabled?: boolean;
  /** Counts the output upload attempts: a new one makes 'upload a file first' stale. */
  uploadAttempts?: number;
  onCompleted: () => void;
}

/**
 * Completion needs at least one output file (spec 4.1 step 5); without one, the action explains instead of calling.
 * It cannot be undone, so it asks first, with the checklist on a sworn, notarised or apostille job.
 */
export function MarkCompleteAction({ job, files, disabled, uploadAttempts = 0, onCompleted }: MarkCompleteActionProps) {
  const { t } = useTranslation('translator');
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  const outputCount = files.length;
  // "upload a file first" is stale once a file is there or the translator is uploading one: the refusal
  // goes when the outputs change or a new upload attempt starts
  useEffect(() => setError(null), [outputCount, uploadAttempts]);

  const start = () => {
    if (outputCount === 0) {
      setError({ text: t('complete.needsOutput') });
      return;
    }
    setError(null);
    setAsking(true);
  };

  const complete = async (completion: Completion) => {
    setBusy(true);
    try {
      await markComplete(job.id, completion);
      toast.show({ tone: 'success', message: t('complete.done'), duration: 4000 });
      setAsking(false);
      onCompleted();
    } catch (err) {
      setError(failureText(t('complete.failed'), err));
      setAsking(false);
      setBusy(false);
    }
  };

  return (
    <div className={styles.complete}>
      <Button onClick={start} disabled={disabled}>
        {t('complete.button')}
      </Button>
      {error && (
        <Alert tone="error" detail={error.reason}>
          {error.text}
        </Alert>
      )}
      {asking && (
        <CompleteDialog
          jobCode={job.code}
          certified={isCertifiedTranslation(job.translation_type)}
          revisionFiles={job.status === 'revision_requested' ? files : null}
          busy={busy}
          onConfirm={(completion) => void complete(completion)}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
