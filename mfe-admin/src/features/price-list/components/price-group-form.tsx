import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Alert, Button, TextField, errorMessage, type LanguageDto, type PriceGroupDto } from 'shared-ui';
import { localizedName } from 'shared-ui/contracts';
import { usePriceListActions } from '../api/price-list';
import styles from './price-list.module.css';

const money = { type: 'number', inputMode: 'decimal', min: '0', step: '0.01' } as const;

/** A new language group, or an existing one to change: names, page and word prices, its languages. */
export function PriceGroupForm({ group, onDone }: { group: PriceGroupDto | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin-prices');
  const { data: languages = [] } = useSWR<LanguageDto[]>('/admin/languages');
  const { saveGroup } = usePriceListActions();
  const [values, setValues] = useState({
    name_tr: group?.name_tr ?? '',
    name_en: group?.name_en ?? '',
    per_page: group ? String(group.per_page) : '',
    per_word: group ? String(group.per_word) : '0',
  });
  const [chosen, setChosen] = useState<number[]>(group?.languages.map((l) => l.id) ?? []);
  const [notice, setNotice] = useState<{ tone: 'error'; text: string; fields: Record<string, string> } | null>(null);
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await saveGroup(group?.id ?? null, {
        ...values,
        per_page: Number(values.per_page.replace(',', '.')),
        per_word: Number(values.per_word.replace(',', '.')),
        language_ids: chosen,
      });
      onDone();
    } catch (err) {
      const fields = (err as { fields?: Record<string, string> }).fields ?? {};
      setNotice({ tone: 'error', text: errorMessage(err, t('failed')), fields });
    }
  };
  const fieldError = (name: string) => notice?.fields[name];
  return (
    <form className={styles.groupForm} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.row}>
        <TextField
          label={t('group.nameTr')}
          value={values.name_tr}
          onChange={(e) => set('name_tr')(e.target.value)}
          error={fieldError('name_tr')}
        />
        <TextField
          label={t('group.nameEn')}
          value={values.name_en}
          onChange={(e) => set('name_en')(e.target.value)}
          error={fieldError('name_en')}
        />
        <TextField
          {...money}
          label={t('group.perPage')}
          value={values.per_page}
          onChange={(e) => set('per_page')(e.target.value)}
          error={fieldError('per_page')}
        />
        <TextField
          {...money}
          label={t('group.perWord')}
          value={values.per_word}
          onChange={(e) => set('per_word')(e.target.value)}
          error={fieldError('per_word')}
        />
      </div>
      <fieldset className={styles.languages}>
        <legend>{t('group.languages')}</legend>
        {languages.map((l) => (
          <label key={l.id} className={styles.language}>
            <input type="checkbox" checked={chosen.includes(l.id)} onChange={() => toggle(l.id)} />{' '}
            {localizedName(l, i18n.language)}
          </label>
        ))}
      </fieldset>
      {notice && <Alert tone={notice.tone}>{fieldError('language_ids') ?? notice.text}</Alert>}
      <div className={styles.actions}>
        <Button type="submit">{t('save')}</Button>
        <Button variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
