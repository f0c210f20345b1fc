import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client';
import { MESSAGE_MAX_FILES, type JobMessageDto } from '../../contracts/job-journey';
import { formatMoment } from '../../format/format';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { FileDrop } from '../file-drop/file-drop';
import { TextAreaField } from '../text-area-field/text-area-field';
import styles from './job-thread.module.css';

/** The texts that depend on who reads: by default the customer's ("Siz", "Sorunuzu aşağıya yazabilirsiniz"). */
export interface JobThreadWording {
  /** Shown while there is no message yet. */
  empty: string;
  /** The label of the message box. */
  write: string;
  /** The author shown on the reader's own side's messages. */
  own: string;
}

interface Props {
  messages: JobMessageDto[];
  /** Which side is reading: their own messages are marked as theirs. */
  viewer: 'customer' | 'office';
  onSend: (body: string, files: File[]) => Promise<void>;
  /** The office's screens speak to the office, not to the customer: they pass their own wording. */
  wording?: JobThreadWording;
}

/**
 * A job's message thread between the customer and the office, shared by the customer's job page and the admin's
 * job detail: the messages oldest first with their files, then a box to write (with optional files).
 */
export function JobThread({ messages, viewer, onSend, wording }: Props) {
  const { t, i18n } = useTranslation('common');
  const words = wording ?? { empty: t('thread.empty'), write: t('thread.write'), own: t('thread.you') };
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileKey, setFileKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const who = (m: JobMessageDto) =>
    m.side === viewer ? words.own : m.side === 'office' ? t('thread.office') : (m.author_name ?? t('thread.customer'));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) {
      setFieldError(t('thread.required'));
      return;
    }
    if (files.length > MESSAGE_MAX_FILES) {
      setError(t('thread.tooManyFiles', { count: MESSAGE_MAX_FILES }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSend(body.trim(), files);
      setBody('');
      setFiles([]);
      setFileKey((k) => k + 1);
    } catch (err) {
      setError(errorMessage(err, t('thread.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.thread} data-testid="job-thread">
      {messages.length === 0 ? (
        <p className={styles.empty}>{words.empty}</p>
      ) : (
        <ol className={styles.messages}>
          {messages.map((m) => (
            <li key={m.id} className={m.side === viewer ? `${styles.message} ${styles.mine}` : styles.message}>
              <p className={styles.meta}>
                <strong>{who(m)}</strong> ·{' '}
                <time dateTime={m.created_at}>{formatMoment(m.created_at, i18n.language)}</time>
              </p>
              <p className={styles.body}>{m.body}</p>
              {m.files.length > 0 && (
                <ul className={styles.files}>
                  {m.files.map((f) => (
                    <li key={f.id}>
                      <a href={f.url} download={f.display_name}>
                        {f.display_name}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextAreaField
          label={words.write}
          value={body}
          onChange={(v) => {
            setBody(v);
            setFieldError(undefined);
          }}
          error={fieldError}
          maxLength={5000}
          rows={3}
        />
        {/* the styled drop zone of the upload form; a new key after sending empties it */}
        <FileDrop
          key={fileKey}
          label={t('thread.files')}
          multiple
          accept=".pdf,.jpg,.jpeg,.png,.webp,.doc,.docx"
          files={files}
          onFiles={setFiles}
          disabled={busy}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" busy={busy}>
          {t('thread.send')}
        </Button>
      </form>
    </div>
  );
}
