import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from 'shared-ui';
import { submitApplication } from '../api/submit-application';
import { applyNs } from '../apply-texts';
import { applicationFormData } from '../utils/application-form-data';
import { emptyDraft, type ApplicationDraft, type DraftField } from '../utils/application-draft';
import { checkApplication, type ApplicationErrors } from '../utils/check-application';

export type ApplyStatus = { state: 'editing' | 'sending' | 'sent' } | { state: 'failed'; message: string };

/** The application form's state: draft, browser checks, the upload with progress and the server's answer. */
export function useApplyForm() {
  const { t, i18n } = useTranslation(applyNs);
  const lang = i18n.language === 'en' ? 'en' : 'tr';
  const [draft, setDraft] = useState<ApplicationDraft>(emptyDraft);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [status, setStatus] = useState<ApplyStatus>({ state: 'editing' });
  const [progress, setProgress] = useState<number | null>(null);

  const set = <K extends DraftField>(field: K, value: ApplicationDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkApplication(draft, lang, {
      wrongCv: t('form.wrongCv'),
      wrongCertificate: t('form.wrongCertificate'),
    });
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setStatus({ state: 'failed', message: t('form.fixErrors') });
      return;
    }
    setStatus({ state: 'sending' });
    setProgress(0);
    try {
      await submitApplication(applicationFormData(draft), setProgress);
      setStatus({ state: 'sent' });
    } catch (err) {
      // The spec's failure text stands alone; what the server said about a field shows under that field.
      if (err instanceof ApiError && err.status < 500) setErrors(err.fields as ApplicationErrors);
      setStatus({ state: 'failed', message: t('form.failed') });
    } finally {
      setProgress(null);
    }
  };

  return { draft, errors, status, progress, set, submit };
}
