import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  TextAreaField,
  errorMessage,
  formatDay,
  formatMoment,
  type AdminJobDetailDto,
  type DeadlineRequestDto,
} from 'shared-ui';
import { DEADLINE_NOTE_MAX } from 'shared-ui/contracts';
import { useDeadlineDecision } from '../api/deadline-decisions';
import styles from './job-detail.module.css';

type Step = 'idle' | 'confirmAccept' | 'decline';

/** The waiting request with Accept (asks to confirm) and Decline (asks for an optional note). */
function PendingDecision({ job, request }: { job: AdminJobDetailDto; request: DeadlineRequestDto }) {
  const { t, i18n } = useTranslation('admin-jobs');
  const decide = useDeadlineDecision();
  const [step, setStep] = useState<Step>('idle');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const newDate = formatDay(request.requested_date, i18n.language);

  const run = async (accept: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await decide(request.id, accept ? { accept: true } : { accept: false, note });
    } catch (err) {
      setError(errorMessage(err, t(accept ? 'deadline.acceptFailed' : 'deadline.declineFailed')));
      setBusy(false);
    }
  };

  return (
    <div className={styles.deadlineDecision}>
      {error && <Alert tone="error">{error}</Alert>}
      {step === 'idle' && (
        <div className={styles.deadlineActions}>
          <Button size="sm" onClick={() => setStep('confirmAccept')} data-testid="deadline-accept">
            {t('deadline.accept')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setStep('decline')} data-testid="deadline-decline">
            {t('deadline.decline')}
          </Button>
        </div>
      )}
      {step === 'confirmAccept' && (
        <div role="group" aria-label={t('deadline.confirmTitle')} className={styles.deadlineConfirm}>
          <p>{t('deadline.confirmText', { code: job.code, date: newDate })}</p>
          <div className={styles.deadlineActions}>
            <Button size="sm" busy={busy} onClick={() => void run(true)} data-testid="deadline-accept-confirm">
              {t('deadline.acceptConfirm')}
            </Button>
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => setStep('idle')}>
              {t('deadline.back')}
            </Button>
          </div>
        </div>
      )}
      {step === 'decline' && (
        <form
          className={styles.deadlineConfirm}
          aria-label={t('deadline.declineTitle')}
          onSubmit={(e) => {
            e.preventDefault();
            void run(false);
          }}
        >
          <TextAreaField
            label={t('deadline.note')}
            hint={t('deadline.noteHint')}
            value={note}
            maxLength={DEADLINE_NOTE_MAX}
            onChange={setNote}
          />
          <div className={styles.deadlineActions}>
            <Button type="submit" size="sm" variant="danger" busy={busy} data-testid="deadline-decline-confirm">
              {t('deadline.declineConfirm')}
            </Button>
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => setStep('idle')}>
              {t('deadline.back')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/**
 * The translators' due-date requests of a job, newest first: dates, reason and outcome; the one
 * that waits can be accepted or declined here. The outcome is announced (aria-live) once the detail reloads.
 */
export function DeadlineRequests({ job }: { job: AdminJobDetailDto }) {
  const { t, i18n } = useTranslation('admin-jobs');
  const requests = job.deadline_requests ?? [];
  if (requests.length === 0) return null;
  const lang = i18n.language;
  return (
    <section aria-labelledby={`deadline-requests-${job.id}`} data-testid="deadline-requests">
      <h3 id={`deadline-requests-${job.id}`} className={styles.subtitle}>
        {t('deadline.title')}
      </h3>
      <ul className={styles.revisions} aria-live="polite">
        {requests.map((r) => (
          <li key={r.id} data-testid={`deadline-request-${r.id}`}>
            <p className={styles.deadlineLine}>
              {t('deadline.line', {
                name: r.translator_name ?? t('none'),
                from: formatDay(r.previous_date, lang),
                to: formatDay(r.requested_date, lang),
              })}{' '}
              <time dateTime={r.created_at} className={styles.muted}>
                {formatMoment(r.created_at, lang)}
              </time>
            </p>
            <p className={styles.deadlineStatus}>
              <strong>{t(`deadline.status.${r.status}`)}</strong>
              {r.decided_at && (
                <>
                  {' '}
                  <time dateTime={r.decided_at} className={styles.muted}>
                    {formatMoment(r.decided_at, lang)}
                  </time>
                </>
              )}
            </p>
            <blockquote className={styles.reason}>{r.reason}</blockquote>
            {r.decision_note && <p>{t('deadline.noteShown', { note: r.decision_note })}</p>}
            {r.status === 'pending' && <PendingDecision job={job} request={r} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
