import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'shared-ui';
import styles from '../floating.module.css';

/** Spec 2.3: an empty message is refused; a valid one is only logged here and thanked. Nothing is sent. */
export function FeedbackPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  const { t: ts } = useTranslation('shell');
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState('');
  const [state, setState] = useState<'idle' | 'empty' | 'thanked'>('idle');

  useEffect(() => field.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setState('empty');
      return;
    }
    console.info('feedback', message.trim());
    setMessage('');
    setState('thanked');
  };

  return (
    <section
      className={styles.panel}
      aria-labelledby={`${id}-title`}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <div className={styles.panelHead}>
        <h2 id={`${id}-title`} className={styles.panelTitle}>
          {t('feedback.title')}
        </h2>
        <button type="button" className={styles.panelClose} onClick={onClose} aria-label={ts('feedbackClose')}>
          ×
        </button>
      </div>
      {state === 'thanked' ? (
        <Alert tone="success">{t('feedback.thanks')}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <label htmlFor={id} className={styles.panelLabel}>
            {t('feedback.label')}
          </label>
          <textarea
            ref={field}
            id={id}
            className={styles.textarea}
            rows={4}
            maxLength={2000}
            placeholder={t('feedback.placeholder')}
            value={message}
            aria-invalid={state === 'empty' || undefined}
            aria-describedby={state === 'empty' ? `${id}-error` : undefined}
            onChange={(e) => setMessage(e.target.value)}
          />
          {state === 'empty' && (
            <p id={`${id}-error`} className={styles.panelError} role="alert">
              {t('feedback.empty')}
            </p>
          )}
          <Button type="submit" size="sm">
            {t('actions.send')}
          </Button>
        </form>
      )}
    </section>
  );
}
