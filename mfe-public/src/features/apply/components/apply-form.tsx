import { useTranslation } from 'react-i18next';
import { Alert, Button, paths } from 'shared-ui';
import { applyNs } from '../apply-texts';
import { ApplicationSent } from './application-sent';
import { DocumentFields } from './document-fields';
import { EducationFields } from './education-fields';
import { Honeypot } from './honeypot';
import { PersonalFields } from './personal-fields';
import { ConsentCheckbox } from '../../../components/consent-checkbox/consent-checkbox';
import { useApplyForm } from './use-apply-form';
import styles from './apply-form.module.css';

/** Spec 2.11: the translator application, sent as multipart to POST /apply with upload progress. */
export function ApplyForm() {
  const { t } = useTranslation(applyNs);
  const { draft, errors, status, summary, progress, set, submit } = useApplyForm();
  if (status.state === 'sent') return <ApplicationSent />;
  const sending = status.state === 'sending';
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <p className={styles.intro}>{t('form.intro')}</p>
      <PersonalFields draft={draft} errors={errors} set={set} />
      <EducationFields draft={draft} errors={errors} set={set} />
      <DocumentFields draft={draft} errors={errors} set={set} disabled={sending} />
      <ConsentCheckbox
        ns={applyNs}
        textKey="form.privacyConsent"
        newTabKey="form.newTab"
        href={paths.privacyNotice}
        name="privacy_consent"
        checked={draft.privacy_consent}
        error={errors.privacy_consent}
        onChange={(checked) => set('privacy_consent', checked)}
      />
      <Honeypot label={t('form.hp')} value={draft.hp} onChange={(v) => set('hp', v)} />
      {summary && <Alert tone="error">{summary}</Alert>}
      {percent !== null && (
        <div className={styles.progress}>
          <progress max={100} value={percent} aria-label={t('common:states.uploading', { percent })} />
          <span aria-live="polite">{t('common:states.uploading', { percent })}</span>
        </div>
      )}
      <Button type="submit" busy={sending} className={styles.submit}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
