import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, type ChecklistItem, type OutputFileDto } from 'shared-ui';
import { checklistItems } from 'shared-ui/contracts';
import { DeliveryFilesField, defaultDeliveryFiles } from './delivery-files-field';
import styles from './assigned-job-card.module.css';

export interface Completion {
  checklist?: Record<ChecklistItem, boolean>;
  /** On a revision: the stored names of the files the new delivery consists of. */
  files?: string[];
}

interface Props {
  jobCode: string;
  /** A sworn, notarised or apostille job: the checklist must be confirmed. */
  certified: boolean;
  /** The current output files, asked about on a revision (null otherwise). */
  revisionFiles: OutputFileDto[] | null;
  busy: boolean;
  onConfirm: (completion: Completion) => void;
  onCancel: () => void;
}

const unchecked = Object.fromEntries(checklistItems.map((item) => [item, false])) as Record<ChecklistItem, boolean>;

/** Completion cannot be undone: it asks first, and on a certified translation it asks for the checklist. */
export function CompleteDialog({ jobCode, certified, revisionFiles, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('translator');
  const { t: common } = useTranslation('common');
  const [checked, setChecked] = useState(unchecked);
  const [missing, setMissing] = useState(false);
  const [files, setFiles] = useState(() => (revisionFiles ? defaultDeliveryFiles(revisionFiles) : []));
  const [noFiles, setNoFiles] = useState(false);

  const confirm = () => {
    if (revisionFiles && files.length === 0) return setNoFiles(true);
    if (certified && checklistItems.some((item) => !checked[item])) return setMissing(true);
    onConfirm({ checklist: certified ? checked : undefined, files: revisionFiles ? files : undefined });
  };

  return (
    <Modal
      open
      title={t('complete.confirmTitle', { code: jobCode })}
      onClose={onCancel}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {common('actions.cancel')}
          </Button>
          <Button onClick={confirm} busy={busy}>
            {t('complete.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('complete.confirmText')}</p>
      {revisionFiles && (
        <DeliveryFilesField
          files={revisionFiles}
          chosen={files}
          missing={noFiles}
          onChange={(chosen) => {
            setFiles(chosen);
            setNoFiles(false);
          }}
        />
      )}
      {certified && (
        <fieldset className={styles.checklist}>
          <legend>{t('complete.checklistTitle')}</legend>
          <p className={styles.checklistHint}>{t('complete.checklistHint')}</p>
          {checklistItems.map((item) => (
            <label key={item} className={styles.checkItem}>
              <input
                type="checkbox"
                checked={checked[item]}
                onChange={(e) => {
                  setChecked((c) => ({ ...c, [item]: e.target.checked }));
                  setMissing(false);
                }}
              />
              {t(`complete.checklist.${item}`)}
            </label>
          ))}
          {missing && <Alert tone="error">{t('complete.checklistMissing')}</Alert>}
        </fieldset>
      )}
    </Modal>
  );
}
