import { useEffect, useId, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fileDropTexts } from './file-drop-texts';
import { formatSize, matchesAccept } from './file-utils';
import styles from './file-drop.module.css';

export interface FileDropProps {
  label: ReactNode;
  onFiles: (files: File[]) => void;
  accept?: string;
  multiple?: boolean;
  /** Controlled list of chosen files; without it the component remembers the last choice. */
  files?: File[];
  /** Upload progress 0..1, or null/undefined when nothing is uploading. */
  progress?: number | null;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  name?: string;
  required?: boolean;
}

/**
 * Drag-and-drop or click to choose. The real <input type="file"> stays in the tab order (visually hidden), so the
 * keyboard and screen readers get the platform's own file picker.
 */
export function FileDrop({
  label,
  onFiles,
  accept,
  multiple,
  files,
  progress,
  error,
  hint,
  disabled,
  name,
  required,
}: FileDropProps) {
  const id = useId();
  const { t, i18n } = useTranslation('common');
  const texts = i18n.language === 'en' ? fileDropTexts.en : fileDropTexts.tr;
  const [own, setOwn] = useState<File[]>([]);
  const [over, setOver] = useState(false);
  const [rejected, setRejected] = useState<string | null>(null);
  const shown = files ?? own;
  const uploading = progress != null;
  // "this type is not accepted" belongs to the last choice: once an upload of the accepted files starts, it is stale
  useEffect(() => {
    if (uploading) setRejected(null);
  }, [uploading]);

  const take = (list: FileList | null) => {
    const all = Array.from(list ?? []);
    const bad = all.find((file) => !matchesAccept(file, accept));
    setRejected(bad ? texts.wrongType.replace('{{name}}', bad.name) : null);
    const good = all.filter((file) => matchesAccept(file, accept));
    const chosen = multiple ? good : good.slice(0, 1);
    if (chosen.length === 0) return;
    setOwn(chosen);
    onFiles(chosen);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  const message = error ?? rejected;
  const percent = progress == null ? null : Math.round(Math.min(1, Math.max(0, progress)) * 100);
  const described = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <label
        htmlFor={id}
        className={[
          styles.zone,
          over ? styles.over : '',
          message ? styles.invalid : '',
          disabled ? styles.disabled : '',
        ]
          .filter(Boolean)
          .join(' ')}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <input
          id={id}
          type="file"
          className={styles.input}
          accept={accept}
          multiple={multiple}
          name={name}
          disabled={disabled}
          required={required && shown.length === 0}
          aria-labelledby={`${id}-label`}
          aria-describedby={described}
          aria-invalid={message ? true : undefined}
          onChange={(e) => take(e.target.files)}
        />
        <span className={styles.icon} aria-hidden="true">
          ⇪
        </span>
        <span>
          {texts.prompt} <span className={styles.choose}>{texts.choose}</span>
        </span>
        {hint && (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
      </label>
      {shown.length > 0 && (
        <ul className={styles.files} aria-label={texts.chosen}>
          {shown.map((file) => (
            <li key={`${file.name}-${file.size}`}>
              <span className={styles.fileName}>{file.name}</span>{' '}
              <span className={styles.size}>{formatSize(file.size, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
      {percent !== null && (
        <div className={styles.progress}>
          <progress max={100} value={percent} aria-label={t('states.uploading', { percent })} />
          <span aria-live="polite">{t('states.uploading', { percent })}</span>
        </div>
      )}
      {message && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
