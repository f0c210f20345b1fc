import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, TextAreaField, errorMessage, type RatingDto } from 'shared-ui';
import { RatingView, Stars } from 'shared-ui/ratings';
import { answerRating } from '../api/answer-rating';
import styles from '../../../components/panel.module.css';

interface Props {
  jobId: number;
  jobCode: string;
  rating: RatingDto | null | undefined;
  onAnswered: () => void;
}

/**
 * A completed job's rating: the stars in the row, and on request the customer's words with the
 * translator's one answer (a form while there is none).
 */
export function JobRatingCell({ jobId, jobCode, rating, onAnswered }: Props) {
  const { t } = useTranslation('translator');
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!rating) return <span className={styles.muted}>{t('rating.none')}</span>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setError(t('rating.answerRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await answerRating(jobId, answer.trim());
      setOpen(false);
      onAnswered();
    } catch (err) {
      setError(errorMessage(err, t('rating.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Stars count={rating.stars} />{' '}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={t('rating.openFor', { code: jobCode })}
      >
        {rating.answer ? t('rating.open') : t('rating.answer')}
      </Button>
      {open && (
        <Modal open title={t('rating.title', { code: jobCode })} onClose={() => setOpen(false)}>
          <RatingView rating={rating} />
          {!rating.answer && (
            <form onSubmit={submit} noValidate data-testid="rating-answer-form">
              <TextAreaField
                label={t('rating.answerLabel')}
                hint={t('rating.answerHint')}
                value={answer}
                onChange={setAnswer}
                maxLength={2000}
              />
              {error && <Alert tone="error">{error}</Alert>}
              <Button type="submit" busy={busy}>
                {t('rating.send')}
              </Button>
            </form>
          )}
        </Modal>
      )}
    </>
  );
}
