import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from 'shared-ui';
import { submitApplication } from '../api/submit-application';
import { applyNs } from '../apply-texts';
import { applicationFormData } from '../utils/application-form-data';
import { emptyDraft, type ApplicationDraft, type DraftField } from '../utils/application-draft';
import { checkApplication, type ApplicationErrors } from '../utils/check-application';

/** `invalid`: the browser's checks refused the form (the summary lasts while a field is still marked). */
export type ApplyStatus = { state: 'editing' | 'sending' | 'sent' | 'invalid' } | { state: 'failed'; message: string };

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
      setStatus({ state: 'invalid' });
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

  // The summary follows the fields: it goes once the last marked field is fixed, instead of staying stale.
  const summary =
    status.state === 'failed'
      ? status.message
      : status.state === 'invalid' && Object.values(errors).some(Boolean)
        ? t('form.fixErrors')
        : null;

  return { draft, errors, status, summary, progress, set, submit };
}
