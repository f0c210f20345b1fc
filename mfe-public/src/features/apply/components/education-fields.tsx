import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type EducationLevel, TextAreaField } from 'shared-ui';
import { educationLevels } from 'shared-ui/contracts';
import { applyNs } from '../apply-texts';
import type { ApplicationDraft, DraftField } from '../utils/application-draft';
import type { ApplicationErrors } from '../utils/check-application';
import styles from './apply-form.module.css';

interface EducationFieldsProps {
  draft: ApplicationDraft;
  errors: ApplicationErrors;
  set: <K extends DraftField>(field: K, value: ApplicationDraft[K]) => void;
}

const isLevel = (value: string): value is EducationLevel => (educationLevels as readonly string[]).includes(value);

/** Education level; university name and department only for lisans (spec 2.11); experience and languages. */
export function EducationFields({ draft, errors, set }: EducationFieldsProps) {
  const { t } = useTranslation(applyNs);
  const id = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('form.education')}</legend>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('form.educationLevel')} <span aria-hidden="true">*</span>
        </label>
        <select
          id={id}
          name="education_level"
          className={styles.select}
          required
          value={draft.education_level}
          aria-invalid={errors.education_level ? true : undefined}
          aria-describedby={errors.education_level ? `${id}-error` : undefined}
          onChange={(e) => set('education_level', isLevel(e.target.value) ? e.target.value : '')}
        >
          <option value="">{t('form.choose')}</option>
          {educationLevels.map((level) => (
            <option key={level} value={level}>
              {t(`form.${level}`)}
            </option>
          ))}
        </select>
        {errors.education_level && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {errors.education_level}
          </p>
        )}
      </div>
      {draft.education_level === 'lisans' && (
        <div className={styles.pair}>
          <TextField
            label={t('form.universityName')}
            name="university_name"
            maxLength={200}
            value={draft.university_name}
            error={errors.university_name}
            onChange={(e) => set('university_name', e.target.value)}
          />
          <TextField
            label={t('form.universityDepartment')}
            name="university_department"
            maxLength={200}
            value={draft.university_department}
            error={errors.university_department}
            onChange={(e) => set('university_department', e.target.value)}
          />
        </div>
      )}
      <TextAreaField
        label={t('form.experience')}
        name="experience"
        rows={4}
        hint={t('form.experienceHint')}
        maxLength={5000}
        value={draft.experience}
        error={errors.experience}
        onChange={(v) => set('experience', v)}
      />
      <TextField
        label={t('form.languages')}
        name="languages"
        hint={t('form.languagesHint')}
        maxLength={2000}
        value={draft.languages}
        error={errors.languages}
        onChange={(e) => set('languages', e.target.value)}
      />
    </fieldset>
  );
}
