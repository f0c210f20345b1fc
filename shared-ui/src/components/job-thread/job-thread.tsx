import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client';
import { MESSAGE_MAX_FILES, type JobMessageDto } from '../../contracts/job-journey';
import { formatMoment } from '../../format/format';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { TextAreaField } from '../text-area-field/text-area-field';
import styles from './job-thread.module.css';

interface Props {
  messages: JobMessageDto[];
  /** Which side is reading: their own messages read "Siz"/"You". */
  viewer: 'customer' | 'office';
  onSend: (body: string, files: File[]) => Promise<void>;
}

/**
 * A job's message thread between the customer and the office, shared by the customer's job page and the admin's
 * job detail: the messages oldest first with their files, then a box to write (with optional files).
 */
export function JobThread({ messages, viewer, onSend }: Props) {
  const { t, i18n } = useTranslation('common');
  const fileId = useId();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileKey, setFileKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const who = (m: JobMessageDto) =>
    m.side === viewer
      ? t('thread.you')
      : m.side === 'office'
        ? t('thread.office')
        : (m.author_name ?? t('thread.customer'));

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
        <p className={styles.empty}>{t('thread.empty')}</p>
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
          label={t('thread.write')}
          value={body}
          onChange={(v) => {
            setBody(v);
            setFieldError(undefined);
          }}
          error={fieldError}
          maxLength={5000}
          rows={3}
        />
        <div className={styles.attach}>
          <label htmlFor={fileId}>{t('thread.files')}</label>
          <input
            key={fileKey}
            id={fileId}
            type="file"
            multiple
            accept=".pdf,.jpg,.jpeg,.png,.webp,.doc,.docx"
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          />
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" busy={busy}>
          {t('thread.send')}
        </Button>
      </form>
    </div>
  );
}
