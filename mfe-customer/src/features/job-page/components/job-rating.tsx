import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ApiError, Button, TextAreaField, errorMessage, type CustomerJobDto } from 'shared-ui';
import { RatingView, StarsInput } from 'shared-ui/ratings';
import { Card } from '../../../layout/card';
import { sendRating, useJobRating } from '../api/job-rating';
import styles from './job-page.module.css';

/**
 * "Rate this translation": once the job is completed, 1–5 stars and a comment (required for 1–2, so a
 * low rating says what went wrong); afterwards the rating and the translator's answer.
 */
export function JobRating({ job }: { job: CustomerJobDto }) {
  const { t } = useTranslation('customer');
  const completed = job.status === 'completed';
  const { data, mutate } = useJobRating(job.id, completed);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ stars?: string; comment?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!completed || !data) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: typeof errors = {};
    if (!stars) missing.stars = t('rating.chooseStars');
    else if (stars <= 2 && !comment.trim()) missing.comment = t('rating.commentRequired');
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const saved = await sendRating(job.id, { stars, comment: comment.trim() || null });
      await mutate({ rating: saved.rating }, { revalidate: false });
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      setFailure(errorMessage(err, t('rating.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('rating.title')}>
      {data.rating ? (
        <>
          <p className={styles.muted}>{t('rating.thanks')}</p>
          <RatingView rating={data.rating} />
        </>
      ) : (
        <form className={styles.ratingForm} onSubmit={submit} noValidate data-testid="job-rating-form">
          <p className={styles.muted}>{t('rating.intro')}</p>
          <StarsInput value={stars} onChange={setStars} legend={t('rating.legend')} />
          {errors.stars && (
            <p className={styles.fieldError} role="alert">
              {errors.stars}
            </p>
          )}
          <TextAreaField
            label={stars && stars <= 2 ? t('rating.commentRequiredLabel') : t('rating.comment')}
            value={comment}
            onChange={setComment}
            maxLength={2000}
            error={errors.comment}
          />
          {failure && <Alert tone="error">{failure}</Alert>}
          <div>
            <Button type="submit" busy={busy}>
              {t('rating.send')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
