import { useTranslation } from 'react-i18next';
import { FileDrop } from 'shared-ui/file-drop';
import { applyNs } from '../apply-texts';
import type { ApplicationDraft, DraftField } from '../utils/application-draft';
import type { ApplicationErrors } from '../utils/check-application';
import { acceptList, certificateExtensions, cvExtensions } from '../utils/file-rules';
import styles from './apply-form.module.css';

interface DocumentFieldsProps {
  draft: ApplicationDraft;
  errors: ApplicationErrors;
  set: <K extends DraftField>(field: K, value: ApplicationDraft[K]) => void;
  disabled: boolean;
}

/** One CV (.pdf .doc .docx) and any number of certificates (.pdf .png .jpg .jpeg). */
export function DocumentFields({ draft, errors, set, disabled }: DocumentFieldsProps) {
  const { t } = useTranslation(applyNs);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('form.documents')}</legend>
      <FileDrop
        label={t('form.cv')}
        name="cv_file"
        accept={acceptList(cvExtensions)}
        hint={t('form.cvHint')}
        files={draft.cv_file ? [draft.cv_file] : []}
        error={errors.cv_file}
        disabled={disabled}
        onFiles={(files) => set('cv_file', files[0] ?? null)}
      />
      <FileDrop
        label={t('form.certificates')}
        name="certificates"
        multiple
        accept={acceptList(certificateExtensions)}
        hint={t('form.certificatesHint')}
        files={draft.certificates}
        error={errors.certificates}
        disabled={disabled}
        onFiles={(files) => set('certificates', files)}
      />
    </fieldset>
  );
}
