import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage, useToast } from 'shared-ui';
import { OSMANLICA, isCertifiedTranslation, messageText } from 'shared-ui/contracts';
import type { SheetRow } from './name-sheet-editor';
import { useLanguages } from '../api/use-languages';
import { useScriptTypes } from '../api/use-script-types';
import { useUploadJob } from '../api/upload-job';
import { rememberedCountry } from 'shared-ui/legalisation-planner';
import { usePaperDeliveryChoice } from '../../paper-delivery';

const empty = {
  description: '',
  source_lang: '',
  target_lang: '',
  translation_type: '',
  specialization: '',
  hat_tur_id: '',
  delivery_date: '',
  /** Where the document will be used (for the legalisation planner); optional. */
  legalisation_country: '',
  /** The Ottoman intake: asked for an Osmanlıca source only. */
  ottoman_output: '',
  page_count: '',
  legibility: '',
};
export type UploadField = keyof typeof empty;

/** State, the spec 5 checks and the submit of the new-request form; `onSent` runs once a request is sent. */
export function useUploadForm(onSent?: () => void) {
  const { t, i18n } = useTranslation('customer');
  const lang = i18n.language === 'en' ? 'en' : 'tr';
  const toast = useToast();
  const upload = useUploadJob();
  const { languages } = useLanguages();
  // the country chosen on the quote page, carried in this tab
  const [values, setValues] = useState(() => ({ ...empty, legalisation_country: rememberedCountry() }));
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<SheetRow[]>([]);
  const [sheetErrors, setSheetErrors] = useState<Record<number, string>>({});
  /** A scan's page count typed in the estimate (price-estimate.tsx): the server prices the order with it. */
  const [givenPages, setGivenPages] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formKey, setFormKey] = useState(0);
  /** Bumped by each refused send: the form moves the focus to its first invalid field. */
  const [invalidAttempt, setInvalidAttempt] = useState(0);
  /** The job the last send created: the form confirms it in words with a link to its page. */
  const [sent, setSent] = useState<{ id: number; code: string } | null>(null);

  const osmanlica = languages.find((l) => l.name === OSMANLICA);
  const scriptTypes = useScriptTypes(osmanlica && values.source_lang === osmanlica.name ? osmanlica.id : null);
  const needsHatTur = scriptTypes.length > 0;
  const isOttoman = values.source_lang === OSMANLICA;
  const certified = isCertifiedTranslation(values.translation_type);
  const paper = usePaperDeliveryChoice(values.translation_type);

  // a field the customer fills in again is no longer marked; the summary stays until the next send
  const clearError = (field: string) =>
    setFieldErrors((errors) => {
      if (!(field in errors)) return errors;
      const { [field]: _cleared, ...rest } = errors;
      return rest;
    });
  const set = (field: UploadField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearError(field);
  };
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    clearError('file');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const required: UploadField[] = [
      'description',
      'source_lang',
      'target_lang',
      'translation_type',
      'specialization',
      'delivery_date',
    ];
    if (needsHatTur) required.push('hat_tur_id');
    if (isOttoman) required.push('ottoman_output', 'page_count', 'legibility');
    // a row left wholly blank is dropped; one with only the form in the document lacks its spelling
    const rows = certified ? sheet.filter((r) => r.source.trim() || r.spelling.trim()) : [];
    const unspelled = Object.fromEntries(
      sheet.flatMap((r, i) => (r.source.trim() && !r.spelling.trim() ? [[i, messageText('required', lang)]] : [])),
    );
    setSheetErrors(certified ? unspelled : {});
    // each missing field is marked under itself, and the summary above the button says why nothing was sent
    const missing = [...(file ? [] : ['file']), ...required.filter((field) => values[field].trim() === '')];
    const paperErrors = await paper.check(lang);
    if (!file || missing.length || (certified && Object.keys(unspelled).length) || Object.keys(paperErrors).length) {
      setFieldErrors({
        ...Object.fromEntries(missing.map((field) => [field, messageText('required', lang)])),
        ...paperErrors,
      });
      setError(t('upload.incomplete'));
      setInvalidAttempt((n) => n + 1);
      return;
    }
    setError(null);
    setFieldErrors({});
    setSent(null);
    setProgress(0);
    try {
      const job = await upload(
        {
          ...values,
          file,
          hat_tur_id: needsHatTur ? values.hat_tur_id : null,
          legalisation_country: values.legalisation_country || null,
          ottoman_output: isOttoman ? values.ottoman_output : null,
          page_count: isOttoman ? values.page_count : givenPages.trim() || null,
          legibility: isOttoman ? values.legibility : null,
          name_sheet: rows.length ? JSON.stringify(rows) : null,
          with_estimate: 'true',
          ...paper.payload(),
        },
        setProgress,
      );
      toast.show({ tone: 'success', message: t('upload.success'), duration: 3000 });
      setValues(empty);
      setFile(null);
      setSheet([]);
      paper.reset();
      setGivenPages('');
      setFormKey((k) => k + 1);
      setSent({ id: job.id, code: job.code });
      onSent?.();
    } catch (err) {
      setError(`${t('upload.failed')}: ${errorMessage(err, t('upload.failedDefault'))}`);
      if (err instanceof ApiError && Object.keys(err.fields).length) {
        setFieldErrors(Object.fromEntries(Object.entries(err.fields).map(([k, code]) => [k, messageText(code, lang)])));
        setInvalidAttempt((n) => n + 1);
      }
    } finally {
      setProgress(null);
    }
  };

  return {
    values,
    set,
    file,
    setFile: chooseFile,
    progress,
    error,
    fieldErrors,
    languages,
    scriptTypes,
    needsHatTur,
    isOttoman,
    certified,
    sheet,
    setSheet,
    sheetErrors,
    setGivenPages,
    submit,
    formKey,
    invalidAttempt,
    sent,
    paper,
  };
}
