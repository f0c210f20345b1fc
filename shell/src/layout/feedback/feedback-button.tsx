import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackPanel } from './feedback-panel';
import { useHideOnScroll } from '../use-hide-on-scroll';
import styles from '../floating.module.css';

/** The floating "Geri bildirim" button and its small panel; on a phone it steps aside like the WhatsApp button. */
export function FeedbackButton() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const away = useHideOnScroll() && !open; // an open panel stays where the reader is writing
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className={away ? `${styles.feedback} ${styles.away}` : styles.feedback}>
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
