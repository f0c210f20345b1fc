import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextAreaField, TextField, formatDay, type DeadlineRequestDto } from 'shared-ui';
import { DEADLINE_REASON_MAX } from 'shared-ui/contracts';
import { askDeadline } from '../api/ask-deadline';
import { failureText, type Failure } from '../../../utils/failure-text';
import { useLocale } from '../../../utils/use-locale';
import { deadlineBounds } from '../utils/deadline-bounds';
import type { DeadlineDraft, DeadlineErrors } from '../utils/validate-deadline';
import styles from './deadline-request.module.css';

/**
 * The check, and zod with it, comes after the panel: fetched when the form opens, so it is here before it is sent
 * (building the schemas was part of the panel's first task on a phone).
 */
const loadValidateDeadline = () => import('../utils/validate-deadline').then((m) => m.validateDeadline);

interface DeadlineRequestProps {
  job: { id: number; code: string; delivery_date: string; deadline_request?: DeadlineRequestDto | null };
  /** Whether the job is at work (in progress or in revision): only then may a new date be asked. */
  canAsk: boolean;
  onChanged: () => void;
}

const empty: DeadlineDraft = { delivery_date: '', reason: '' };

/** The request's state in words: waiting for the office, or what the office decided. */
function RequestState({ request }: { request: DeadlineRequestDto }) {
  const { t } = useTranslation('translator');
  const lang = useLocale();
  const date = formatDay(request.requested_date, lang);
  if (request.status === 'pending')
    return (
      <Alert tone="info" detail={t('deadline.yourReason', { reason: request.reason })}>
        {t('deadline.pending', { date })}
      </Alert>
    );
  if (request.status === 'accepted') return <Alert tone="success">{t('deadline.accepted', { date })}</Alert>;
  if (request.status === 'declined')
    return (
      <Alert
        tone="warning"
        detail={request.decision_note ? t('deadline.note', { note: request.decision_note }) : undefined}
      >
        {t('deadline.declined', { date })}
      </Alert>
    );
  return null;
}

/**
 * "Ask for a new due date" on an assigned job at work: a date after today and after the current due date, at most 60
 * days ahead, and a reason. While one waits for the office the form is not offered; its outcome stays on the card.
 */
export function DeadlineRequest({ job, canAsk, onChanged }: DeadlineRequestProps) {
  const { t } = useTranslation('translator');
  const lang = useLocale();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DeadlineDraft>(empty);
  const [errors, setErrors] = useState<DeadlineErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const refocus = useRef(false);
  const openerId = useId();
  const request = job.deadline_request ?? null;
  const pending = request?.status === 'pending';
  const bounds = deadlineBounds(job.delivery_date);
  // the form opens with the date field focused; closing it gives the focus back to the button
  useEffect(() => {
    if (open) loadValidateDeadline().catch(() => undefined);
  }, [open]);
  useEffect(() => {
    if (open) form.current?.querySelector('input')?.focus();
    else if (refocus.current) document.getElementById(openerId)?.focus();
    refocus.current = false;
  }, [open, openerId]);

  const set = (field: keyof DeadlineDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const close = () => {
    setOpen(false);
    setDraft(empty);
    setErrors({});
    setFailure(null);
    refocus.current = true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      const checked = (await loadValidateDeadline())(draft, job.delivery_date, lang);
      if ('errors' in checked) {
        setErrors(checked.errors);
        return;
      }
      const answer = await askDeadline(job.id, checked.input);
      setSent(answer.message);
      setOpen(false);
      setDraft(empty);
      onChanged();
    } catch (err) {
      setFailure(failureText(t('deadline.failed'), err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className={styles.block}
      aria-label={t('deadline.label', { code: job.code })}
      data-testid="deadline-request"
    >
      <div aria-live="polite" className={styles.state}>
        {sent && <Alert tone="success">{sent}</Alert>}
        {request && <RequestState request={request} />}
      </div>
      {canAsk && !pending && !open && (
        <Button
          id={openerId}
          variant="secondary"
          size="sm"
          onClick={() => {
            setSent(null);
            setOpen(true);
          }}
          data-testid="deadline-request-open"
        >
          {t('deadline.button')}
        </Button>
      )}
      {canAsk && open && (
        <form
          ref={form}
          className={styles.form}
          onSubmit={submit}
          noValidate
          aria-label={t('deadline.formLabel', { code: job.code })}
          data-testid="deadline-request-form"
        >
          <p className={styles.current}>{t('deadline.current', { date: formatDay(job.delivery_date, lang) })}</p>
          <TextField
            label={t('deadline.date')}
            type="date"
            min={bounds.min}
            max={bounds.max}
            required
            value={draft.delivery_date}
            error={errors.delivery_date}
            hint={t('deadline.dateHint')}
            onChange={(e) => set('delivery_date')(e.target.value)}
          />
          <TextAreaField
            label={t('deadline.reason')}
            required
            maxLength={DEADLINE_REASON_MAX}
            value={draft.reason}
            error={errors.reason}
            onChange={set('reason')}
          />
          {failure && (
            <Alert tone="error" detail={failure.reason}>
              {failure.text}
            </Alert>
          )}
          <div className={styles.actions}>
            <Button type="submit" size="sm" busy={busy}>
              {t('deadline.submit')}
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={close} disabled={busy}>
              {t('deadline.cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
