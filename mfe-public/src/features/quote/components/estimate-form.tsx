import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from 'shared-ui';
import { FileDrop } from 'shared-ui/file-drop';
import { localizedName, todayInIstanbul, translationTypes } from 'shared-ui/contracts';
import { PriceEstimate } from 'shared-ui/price-estimate';
import { usePublicLanguages } from '../api/use-public-languages';
import { quoteNs } from '../quote-texts';
import styles from './estimate-form.module.css';

const accept = '.pdf,.doc,.docx,.odt,.rtf,.txt,.jpg,.jpeg,.png,.tif,.tiff,.webp';

/** The quote page's instant estimate: the order form's pricing fields, answered without an account. */
export function EstimateForm() {
  const { t, i18n } = useTranslation(quoteNs);
  const languages = usePublicLanguages().map((l) => ({ value: l.name, label: localizedName(l, i18n.language) }));
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState({ source_lang: '', target_lang: '', translation_type: '', delivery_date: '' });
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  return (
    <div className={styles.form}>
      <h2 className={styles.title}>{t('estimate.title')}</h2>
      <p className={styles.lead}>{t('estimate.lead')}</p>
      <FileDrop
        label={t('estimate.file')}
        accept={accept}
        hint={t('estimate.fileHint')}
        files={file ? [file] : []}
        onFiles={(files) => setFile(files[0] ?? null)}
        progress={null}
      />
      <div className={styles.fields}>
        <SelectField
          label={t('estimate.sourceLang')}
          placeholder={t('estimate.choose')}
          options={languages}
          value={values.source_lang}
          onChange={set('source_lang')}
        />
        <SelectField
          label={t('estimate.targetLang')}
          placeholder={t('estimate.choose')}
          options={languages.filter((o) => o.value !== values.source_lang)}
          value={values.target_lang}
          onChange={set('target_lang')}
        />
        <SelectField
          label={t('estimate.translationType')}
          placeholder={t('estimate.choose')}
          options={translationTypes.map((k) => ({ value: k, label: t(`common:translationTypes.${k}`) }))}
          value={values.translation_type}
          onChange={set('translation_type')}
        />
        <TextField
          type="date"
          label={t('estimate.deliveryDate')}
          min={todayInIstanbul()}
          value={values.delivery_date}
          onChange={(e) => set('delivery_date')(e.target.value)}
        />
      </div>
      <PriceEstimate request={{ file, ...values }} />
    </div>
  );
}
