import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField } from 'shared-ui';
import { pageInput } from 'shared-ui/contracts';
import { RichEditor } from '../../rich-editor';
import { useSavePage } from '../api/save-page';
import { issuesToFields, localeOf, serverFields, type FieldErrors } from '../../../utils/field-errors';
import type { usePageForm } from './use-page-form';
import styles from './pages.module.css';

interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * Title, slug and rich content, and the English title and body (empty: English readers see the Turkish);
 * 'Sayfa kaydedildi.' clears the form, 'Kaydedilemedi.' keeps it (spec 8).
 */
export function PageForm({ form }: { form: ReturnType<typeof usePageForm> }) {
  const { t, i18n } = useTranslation('admin-pages');
  const save = useSavePage();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const { values, editingId } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = pageInput.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToFields(parsed.error, localeOf(i18n.language)));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await save(values, editingId);
      form.reset();
      setNotice({ tone: 'success', text: t('saved') });
    } catch (err) {
      setErrors(serverFields(err));
      setNotice({ tone: 'error', text: t('saveFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="admin-page-form-title">
      <h2 id="admin-page-form-title" className={styles.cardTitle}>
        {editingId === null ? t('form.createTitle') : t('form.editTitle')}
      </h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div className={styles.fieldRow}>
        <TextField
          label={t('form.title')}
          value={values.title}
          onChange={(e) => form.setTitle(e.target.value)}
          error={errors.title}
          required
          maxLength={200}
        />
        <TextField
          label={t('form.slug')}
          value={values.slug}
          onChange={(e) => form.setSlug(e.target.value)}
          error={errors.slug}
          hint={t('form.slugHint', { slug: values.slug || '…' })}
          required
          maxLength={200}
          spellCheck={false}
        />
      </div>
      <RichEditor label={t('form.content')} value={values.content} onChange={form.setContent} />
      <fieldset className={styles.english}>
        <legend className={styles.englishLegend}>{t('form.english')}</legend>
        <p className={styles.englishHint}>{t('form.englishHint')}</p>
        <TextField
          label={t('form.titleEn')}
          value={values.title_en}
          onChange={(e) => form.setTitleEn(e.target.value)}
          error={errors.title_en}
          maxLength={200}
          lang="en"
        />
        <RichEditor label={t('form.contentEn')} value={values.content_en} onChange={form.setContentEn} />
      </fieldset>
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
