import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Toast } from './toast';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';
import styles from './toast.module.css';

interface Entry extends ToastOptions {
  id: number;
}

/** Holds the site's toasts in one polite live region, so screen readers announce them without moving focus. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setEntries((list) => list.filter((entry) => entry.id !== id));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setEntries((list) => [...list, { ...options, id }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region} role="status" aria-live="polite">
        {entries.map((entry) => (
          <ToastItem key={entry.id} entry={entry} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ entry, onDismiss }: { entry: Entry; onDismiss: (id: number) => void }) {
  const close = useCallback(() => onDismiss(entry.id), [onDismiss, entry.id]);
  return (
    <Toast tone={entry.tone} duration={entry.duration} onClose={close} detail={entry.detail}>
      {entry.message}
    </Toast>
  );
}
