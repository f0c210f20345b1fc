import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, errorMessage, formatMoment } from 'shared-ui';
import { retryTask, useFailedMails } from '../api/failed-mails';
import styles from './dashboard.module.css';

/** Mails (and other background work) that failed every attempt, with the last error and a retry. */
export function FailedMailsCard() {
  const { t, i18n } = useTranslation('admin-dashboard');
  const { tasks, error } = useFailedMails();
  const [failure, setFailure] = useState<unknown>(null);
  if (!error && !tasks?.length) return null;
  const retry = async (id: string) => {
    setFailure(null);
    try {
      await retryTask(id);
    } catch (err) {
      setFailure(err);
    }
  };
  return (
    <section id="failed-mails" className={styles.panel} aria-labelledby="failed-mails-title">
      <h2 id="failed-mails-title" className={styles.panelTitle}>
        {t('failedMails.title')}
      </h2>
      {error ? <Alert tone="error">{errorMessage(error, t('failedMails.loadFailed'))}</Alert> : null}
      {failure ? <Alert tone="error">{errorMessage(failure, t('failedMails.retryFailed'))}</Alert> : null}
      <ul className={styles.todo}>
        {tasks?.map((task) => (
          <li key={task.id}>
            <span>
              {formatMoment(task.createdAt, i18n.language)} · {task.lastError ?? t('failedMails.noError')}
            </span>
            <Button size="sm" variant="ghost" onClick={() => void retry(task.id)}>
              {t('failedMails.retry')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
