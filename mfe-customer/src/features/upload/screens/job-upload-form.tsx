import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Button, TextField, SelectField, TextAreaField, paths } from 'shared-ui';
import { FileDrop } from 'shared-ui/file-drop';
import { useScrollTarget } from 'shared-ui/data-table';
import { jobSpecialtiesNs } from 'shared-ui/job-specialties';
import {
  PAGE_COUNT_MAX,
  legibilityLevels,
  limits,
  localizedName,
  ottomanOutputs,
  specializations,
  todayInIstanbul,
  translationTypes,
} from 'shared-ui/contracts';
import { LegalisationPlanner } from 'shared-ui/legalisation-planner';
import { PriceEstimate } from 'shared-ui/price-estimate';
import { Card } from '../../../layout/card';
import { NameSheetEditor } from '../components/name-sheet-editor';
import { useUploadForm } from '../components/use-upload-form';
import { PaperDeliveryFields, paperDeliveryTexts } from '../../paper-delivery';
import { RouteTypeHint } from '../components/route-type-hint';
import styles from '../components/job-upload-form.module.css';
import { routeTypeHintTexts } from '../upload-texts';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The namespaces the form draws with besides `customer`, for the screen that mounts it to declare. */
export const jobUploadFormTexts: FeatureTexts[] = [routeTypeHintTexts, paperDeliveryTexts];

const accept = '.pdf,.doc,.docx,.odt,.rtf,.txt,.jpg,.jpeg,.png,.tif,.tiff,.webp';

/** Spec 2.7 and 5, Upload request: the new-request form with drag-and-drop and upload progress. */
export function JobUploadForm() {
  const { t, i18n } = useTranslation(['customer', jobSpecialtiesNs]);
  // Sent: the emptied form starts again from its top (the view was down at the send button), focus on its heading.
  const top = useScrollTarget();
  const form = useUploadForm(top.moveHere);
  const { values, set, fieldErrors: errors } = form;
  const busy = form.progress !== null;
  const languageOptions = form.languages.map((l) => ({ value: l.name, label: localizedName(l, i18n.language) }));
  const formRef = useRef<HTMLFormElement>(null);
  // A refused send takes the customer to the first field marked invalid (in the order they read the form).
  useEffect(() => {
    if (form.invalidAttempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.invalidAttempt]);

  return (
    <Card title={t('upload.title')} headingRef={top.ref}>
      {/* Said under the heading the view returns to after a send, so the reader meets it first. */}
      <div role="status" className={styles.sent}>
        {form.sent && (
          <>
            {t('upload.sent', { code: form.sent.code })}{' '}
            <Link to={paths.customerJob(form.sent.id)}>{t('upload.sentLink')}</Link>
          </>
        )}
      </div>
      <form ref={formRef} key={form.formKey} className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
        <div className={styles.wide}>
          <FileDrop
            label={t('upload.file')}
            accept={accept}
            hint={t('upload.fileHint')}
            files={form.file ? [form.file] : []}
            onFiles={(files) => form.setFile(files[0] ?? null)}
            progress={form.progress}
            error={errors.file}
            disabled={busy}
          />
        </div>
        <div className={styles.wide}>
          <TextAreaField
            label={t('upload.description')}
            hint={t('upload.descriptionHint')}
            maxLength={limits.description}
            value={values.description}
            error={errors.description}
            onChange={(v) => set('description', v)}
          />
        </div>
        <SelectField
          className={styles.spaced}
          label={t('upload.sourceLang')}
          placeholder={t('upload.choose')}
          options={languageOptions}
          value={values.source_lang}
          error={errors.source_lang}
          onChange={(v) => set('source_lang', v)}
        />
        <SelectField
          className={styles.spaced}
          label={t('upload.targetLang')}
          placeholder={t('upload.choose')}
          options={languageOptions.filter((o) => o.value !== values.source_lang)}
          value={values.target_lang}
          error={errors.target_lang}
          onChange={(v) => set('target_lang', v)}
        />
        {form.needsHatTur && (
          <SelectField
            className={styles.spaced}
            label={t('upload.hatTur')}
            placeholder={t('upload.choose')}
            options={form.scriptTypes.map((s) => ({ value: String(s.id), label: localizedName(s, i18n.language) }))}
            value={values.hat_tur_id}
            error={errors.hat_tur_id}
            onChange={(v) => set('hat_tur_id', v)}
          />
        )}
        {form.isOttoman && (
          <>
            <SelectField
              className={styles.spaced}
              label={t('jobSpecialties:ottoman.output')}
              placeholder={t('upload.choose')}
              options={ottomanOutputs.map((o) => ({ value: o, label: t(`jobSpecialties:ottoman.outputs.${o}`) }))}
              value={values.ottoman_output}
              error={errors.ottoman_output}
              onChange={(v) => set('ottoman_output', v)}
            />
            <TextField
              type="number"
              inputMode="numeric"
              min={1}
              max={PAGE_COUNT_MAX}
              label={t('jobSpecialties:ottoman.pages')}
              hint={t('upload.pagesHint')}
              value={values.page_count}
              error={errors.page_count}
              onChange={(e) => set('page_count', e.target.value)}
            />
            <SelectField
              className={styles.spaced}
              label={t('jobSpecialties:ottoman.legibility')}
              placeholder={t('upload.choose')}
              options={legibilityLevels.map((l) => ({
                value: l,
                label: t(`jobSpecialties:ottoman.legibilities.${l}`),
              }))}
              value={values.legibility}
              error={errors.legibility}
              onChange={(v) => set('legibility', v)}
            />
          </>
        )}
        <SelectField
          className={styles.spaced}
          label={t('upload.translationType')}
          placeholder={t('upload.choose')}
          options={translationTypes.map((k) => ({ value: k, label: t(`common:translationTypes.${k}`) }))}
          value={values.translation_type}
          error={errors.translation_type}
          onChange={(v) => set('translation_type', v)}
        />
        <SelectField
          className={styles.spaced}
          label={t('upload.specialization')}
          placeholder={t('upload.choose')}
          options={specializations.map((k) => ({ value: k, label: t(`common:specializations.${k}`) }))}
          value={values.specialization}
          error={errors.specialization}
          onChange={(v) => set('specialization', v)}
        />
        {/* The minimum is today in Europe/Istanbul, as the server compares, not the browser's UTC date. */}
        <TextField
          type="date"
          label={t('upload.deliveryDate')}
          min={todayInIstanbul()}
          value={values.delivery_date}
          error={errors.delivery_date}
          onChange={(e) => set('delivery_date', e.target.value)}
        />
        {form.certified && (
          <div className={styles.wide}>
            <NameSheetEditor
              rows={form.sheet}
              onChange={form.setSheet}
              errors={form.sheetErrors}
              error={errors.name_sheet}
            />
            <PaperDeliveryFields choice={form.paper} translationType={values.translation_type} errors={errors} />
          </div>
        )}
        <div className={styles.wide}>
          <LegalisationPlanner
            value={values.legalisation_country}
            onChange={(v) => set('legalisation_country', v)}
            error={errors.legalisation_country}
          />
          <RouteTypeHint country={values.legalisation_country} type={values.translation_type} set={set} />
        </div>
        <div className={styles.wide}>
          <PriceEstimate
            request={{
              file: form.file,
              source_lang: values.source_lang,
              target_lang: values.target_lang,
              translation_type: values.translation_type,
              delivery_date: values.delivery_date,
              page_count: form.isOttoman ? values.page_count : '',
              legibility: form.isOttoman ? values.legibility : '',
              ottoman_output: form.isOttoman ? values.ottoman_output : '',
            }}
            onPagesGiven={form.setGivenPages}
          />
        </div>
        <div className={styles.wide}>
          {form.error && <Alert tone="error">{form.error}</Alert>}
          <Button type="submit" busy={busy}>
            {t('upload.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
