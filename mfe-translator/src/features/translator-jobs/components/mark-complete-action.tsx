import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, useToast } from 'shared-ui';
import { markComplete } from '../api/mark-complete';
import { failureText, type Failure } from '../utils/failure-text';
import styles from './assigned-job-card.module.css';

interface MarkCompleteActionProps {
  jobId: number;
  outputCount: number;
  disabled?: boolean;
  onCompleted: () => void;
}

/** Completion needs at least one output file (spec 4.1 step 5); without one, the action explains instead of calling. */
export function MarkCompleteAction({ jobId, outputCount, disabled, onCompleted }: MarkCompleteActionProps) {
  const { t } = useTranslation('translator');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Failure | null>(null);

  const complete = async () => {
    if (outputCount === 0) {
      setError({ text: t('complete.needsOutput') });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await markComplete(jobId);
      toast.show({ tone: 'success', message: t('complete.done'), duration: 4000 });
      onCompleted();
    } catch (err) {
      setError(failureText(t('complete.failed'), err));
      setBusy(false);
    }
  };

  return (
    <div className={styles.complete}>
      <Button onClick={() => void complete()} busy={busy} disabled={disabled}>
        {t('complete.button')}
      </Button>
      {error && (
        <Alert tone="error" detail={error.reason}>
          {error.text}
        </Alert>
      )}
    </div>
  );
}
