import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastTone } from './toast-context';
import styles from './toast.module.css';

export interface ToastProps {
  tone?: ToastTone;
  duration?: number;
  onClose: () => void;
  children: ReactNode;
  detail?: ReactNode;
}

/** One notice: hides itself after `duration` ms (0: stays) and always has a close button. */
export function Toast({ tone = 'info', duration = 5000, onClose, children, detail }: ToastProps) {
  const { t } = useTranslation('common');

  useEffect(() => {
    if (duration <= 0) return undefined;
    const timer = setTimeout(onClose, duration);
    return () => clearTimeout(timer);
  }, [duration, onClose]);

  return (
    <div className={`${styles.toast} ${styles[tone]}`}>
      <span className={styles.message}>
        {detail ? (
          <>
            <span className={styles.line}>{children}</span>
            <span className={styles.line}>{detail}</span>
          </>
        ) : (
          children
        )}
      </span>
      <button type="button" className={styles.close} onClick={onClose} aria-label={t('actions.close')}>
        ×
      </button>
    </div>
  );
}
