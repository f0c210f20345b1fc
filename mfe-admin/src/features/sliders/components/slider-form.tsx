import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from 'shared-ui';
import { sliderInput } from 'shared-ui/contracts';
import { issuesToFields, localeOf, type FieldErrors } from '../../../utils/field-errors';
import { useSliderWrites } from '../api/slider-writes';
import { SliderImageField } from './slider-image-field';
import type { useSliderForm } from './use-slider-form';
import styles from './sliders.module.css';

/**
 * Image, title and description are required; link, tag (category) and the colours are optional (spec 5). A failed
 * save is only logged (spec 8); the form then keeps its values.
 */
export function SliderForm({ form }: { form: ReturnType<typeof useSliderForm> }) {
  const { t, i18n } = useTranslation('admin-sliders');
  const { save } = useSliderWrites();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const { values, editingId, set } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = sliderInput.safeParse({
      ...values,
      link: values.link || null,
      category: values.category || null,
      category_en: values.category_en || null,
    });
    if (!parsed.success) {
      setErrors(issuesToFields(parsed.error, localeOf(i18n.language)));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await save(parsed.data, editingId);
      form.reset();
    } catch (err) {
      console.error('Slider could not be saved', err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="admin-slider-form-title">
      <h2 id="admin-slider-form-title" className={styles.cardTitle}>
        {editingId === null ? t('form.createTitle') : t('form.editTitle')}
      </h2>
      <SliderImageField value={values.image} error={errors.image} onChange={(image) => set('image', image)} />
      <div className={styles.fieldRow}>
        <TextField
          label={t('form.title')}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title}
          required
          maxLength={200}
        />
        <TextField
          label={t('form.link')}
          value={values.link}
          onChange={(e) => set('link', e.target.value)}
          error={errors.link}
          hint={t('form.linkHint')}
        />
      </div>
      <TextField
        label={t('form.description')}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
        required
        maxLength={1000}
      />
      <div className={styles.fieldRow}>
        <TextField
          label={t('form.titleEn')}
          value={values.title_en}
          onChange={(e) => set('title_en', e.target.value)}
          error={errors.title_en}
          maxLength={200}
          lang="en"
        />
        <TextField
          label={t('form.descriptionEn')}
          value={values.description_en}
          onChange={(e) => set('description_en', e.target.value)}
          error={errors.description_en}
          maxLength={1000}
          lang="en"
        />
      </div>
      <div className={styles.fieldRow}>
        <TextField
          label={t('form.category')}
          value={values.category}
          onChange={(e) => set('category', e.target.value)}
          error={errors.category}
          maxLength={100}
        />
        <TextField
          label={t('form.categoryEn')}
          value={values.category_en}
          onChange={(e) => set('category_en', e.target.value)}
          error={errors.category_en}
          maxLength={100}
          lang="en"
        />
        <div className={styles.colours}>
          <label className={styles.colour}>
            <input type="color" value={values.title_color} onChange={(e) => set('title_color', e.target.value)} />
            {t('form.titleColor')}
          </label>
          <label className={styles.colour}>
            <input type="color" value={values.desc_color} onChange={(e) => set('desc_color', e.target.value)} />
            {t('form.descColor')}
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={values.status} onChange={(e) => set('status', e.target.checked)} />
            {t('form.published')}
          </label>
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {editingId === null ? t('form.create') : t('form.save')}
        </Button>
        {editingId !== null && (
          <Button variant="ghost" onClick={form.reset}>
            {t('form.cancelEdit')}
          </Button>
        )}
      </div>
    </form>
  );
}
