import { useTranslation } from 'react-i18next';
import { Alert, type OutputFileDto } from 'shared-ui';
import styles from './assigned-job-card.module.css';

/** The files a revision's delivery starts with: those uploaded since the last delivery, or all when none were. */
export function defaultDeliveryFiles(files: OutputFileDto[]): string[] {
  const fresh = files.filter((f) => !f.delivered_at);
  return (fresh.length ? fresh : files).map((f) => f.file_name);
}

interface Props {
  files: OutputFileDto[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  missing: boolean;
}

/**
 * A revision's delivery replaces the earlier one: the translator says which files it consists of. A file left out
 * goes to the job's history and the new verification code does not certify it (translator-jobs/delivery.ts).
 */
export function DeliveryFilesField({ files, chosen, onChange, missing }: Props) {
  const { t } = useTranslation('translator');
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...chosen, name] : chosen.filter((chosenName) => chosenName !== name));
  return (
    <fieldset className={styles.checklist}>
      <legend>{t('complete.deliveryTitle')}</legend>
      <p className={styles.checklistHint}>{t('complete.deliveryHint')}</p>
      {files.map((file) => (
        <label key={file.file_name} className={styles.checkItem}>
          <input
            type="checkbox"
            checked={chosen.includes(file.file_name)}
            onChange={(e) => toggle(file.file_name, e.target.checked)}
          />
          {file.display_name}
          {file.delivered_at && <span className={styles.muted}> · {t('complete.deliveredBefore')}</span>}
        </label>
      ))}
      {missing && <Alert tone="error">{t('complete.deliveryMissing')}</Alert>}
    </fieldset>
  );
}
