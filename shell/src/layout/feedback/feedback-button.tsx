import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackPanel } from './feedback-panel';
import styles from '../floating.module.css';

/** The floating "Geri bildirim" button and its small panel. */
export function FeedbackButton() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className={styles.feedback}>
      {open && <FeedbackPanel onClose={close} />}
      <button
        ref={button}
        type="button"
        className={styles.feedbackButton}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span aria-hidden="true">✎</span> <span className={styles.feedbackLabel}>{t('feedback.open')}</span>
      </button>
    </div>
  );
}
