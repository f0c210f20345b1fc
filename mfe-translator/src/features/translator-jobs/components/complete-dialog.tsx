import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, type ChecklistItem } from 'shared-ui';
import { checklistItems } from 'shared-ui/contracts';
import styles from './assigned-job-card.module.css';

interface Props {
  jobCode: string;
  /** A sworn, notarised or apostille job: the checklist must be confirmed. */
  certified: boolean;
  busy: boolean;
  onConfirm: (checklist?: Record<ChecklistItem, boolean>) => void;
  onCancel: () => void;
}

const unchecked = Object.fromEntries(checklistItems.map((item) => [item, false])) as Record<ChecklistItem, boolean>;

/** Completion cannot be undone: it asks first, and on a certified translation it asks for the checklist. */
export function CompleteDialog({ jobCode, certified, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('translator');
  const { t: common } = useTranslation('common');
  const [checked, setChecked] = useState(unchecked);
  const [missing, setMissing] = useState(false);

  const confirm = () => {
    if (!certified) return onConfirm();
    if (checklistItems.some((item) => !checked[item])) return setMissing(true);
    onConfirm(checked);
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
