import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField, useSession } from 'shared-ui';
import type { messageText } from 'shared-ui/contracts';
import { sendTestimonial } from '../api/send-testimonial';
import { homeNs } from '../home-texts';
import { testimonialErrors, type TestimonialErrors } from '../utils/testimonial-errors';
import { StarRating } from './star-rating';
import styles from './testimonials.module.css';

type Outcome = { tone: 'success' | 'error'; text: string } | null;
type MessageText = typeof messageText;

/** Fetched when the visitor reaches the form (or sends it), not with the home page. */
const loadMessageText = () => import('../utils/message-text').then((tables) => tables.messageText);

/** Name (read-only from the account when signed in), a 1–5 star rating and a comment (spec 2.4, 5, 8). */
export function TestimonialForm() {
  const { t, i18n } = useTranslation(homeNs);
  const lang = i18n.language === 'en' ? 'en' : 'tr';
  const session = useSession();
  const accountName = session ? `${session.user.name} ${session.user.surname}`.trim() : null;
  const [typedName, setTypedName] = useState('');
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<TestimonialErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [messageOf, setMessageOf] = useState<MessageText | null>(null);
  const name = accountName ?? typedName;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const messageText = await loadMessageText();
    setMessageOf(() => messageText);
    const found = testimonialErrors({ stars, comment, name });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await sendTestimonial({ name: name.trim(), comment: comment.trim(), stars }, session !== null);
      setOutcome({ tone: 'success', text: messageText('testimonialSent', lang) });
      setStars(0);
      setComment('');
      setTypedName('');
    } catch {
      setOutcome({ tone: 'error', text: messageText('testimonialFailed', lang) });
    } finally {
      setBusy(false);
    }
  };
  const error = (field: keyof TestimonialErrors) => {
    const code = errors[field];
    return code && messageOf ? messageOf(code, lang) : undefined;
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      onFocus={() => void loadMessageText()}
      noValidate
      aria-labelledby="testimonial-form-title"
    >
      <h3 id="testimonial-form-title" className={styles.formTitle}>
        {t('form.title')}
      </h3>
      <p className={styles.formIntro}>{t('form.intro')}</p>
      <TextField
        label={t('form.name')}
        name="name"
        autoComplete="name"
        value={name}
        readOnly={accountName !== null}
        hint={accountName !== null ? t('form.nameFromAccount') : undefined}
        onChange={(e) => setTypedName(e.target.value)}
        error={error('name')}
        maxLength={100}
      />
      <StarRating value={stars} onChange={setStars} error={error('stars')} />
      <label className={styles.label} htmlFor="testimonial-comment">
        {t('form.comment')}
      </label>
      <textarea
        id="testimonial-comment"
        className={styles.textarea}
        name="comment"
        rows={4}
        maxLength={2000}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        aria-invalid={errors.comment ? true : undefined}
        aria-describedby={errors.comment ? 'testimonial-comment-error' : undefined}
      />
      {errors.comment && (
        <p id="testimonial-comment-error" className={styles.error} role="alert">
          {error('comment')}
        </p>
      )}
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <Button type="submit" busy={busy} className={styles.submit}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
