import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField, errorMessage, type ServiceCreateInput } from 'shared-ui';
import { serviceCreateInput } from 'shared-ui/contracts';
import { issuesToFields, localeOf, serverFields, type FieldErrors } from '../../../utils/field-errors';
import { useServiceWrites } from '../api/service-writes';
import styles from './services.module.css';

const empty: ServiceCreateInput = { slug: '', title_tr: '', title_en: '' };
const isBlank = (v: ServiceCreateInput) => !v.slug.trim() || !v.title_tr.trim() || !v.title_en.trim();

/** Spec 5: slug, Turkish and English title are all required ('Tüm alanları doldurun.'). */
export function ServiceAddForm() {
  const { t, i18n } = useTranslation('admin-services');
  const { create } = useServiceWrites();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof ServiceCreateInput) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    if (isBlank(values)) {
      setNotice({ tone: 'error', text: t('fillAll') });
      return;
    }
    const parsed = serviceCreateInput.safeParse(values);
    if (!parsed.success) {
      setNotice(null);
      setErrors(issuesToFields(parsed.error, localeOf(i18n.language)));
      return;
    }
    setBusy(true);
    try {
      await create(parsed.data);
      setValues(empty);
      setNotice({ tone: 'success', text: t('created') });
    } catch (err) {
      setErrors(serverFields(err));
      setNotice({ tone: 'error', text: errorMessage(err, t('failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="admin-service-add-title">
      <h2 id="admin-service-add-title" className={styles.cardTitle}>
        {t('add.title')}
      </h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div className={styles.fieldRow}>
        <TextField
          label={t('add.slug')}
          value={values.slug}
          onChange={set('slug')}
          error={errors.slug}
          hint={t('add.slugHint')}
          required
          spellCheck={false}
        />
        <TextField
          label={t('fields.titleTr')}
          value={values.title_tr}
          onChange={set('title_tr')}
          error={errors.title_tr}
          required
        />
        <TextField
          label={t('fields.titleEn')}
          value={values.title_en}
          onChange={set('title_en')}
          error={errors.title_en}
          required
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {t('add.submit')}
        </Button>
      </div>
    </form>
  );
}
