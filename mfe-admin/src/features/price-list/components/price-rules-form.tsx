import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField, errorMessage, type PriceRulesDto } from 'shared-ui';
import { priceLineLabel, surchargeKinds, type Locale, type PriceLine } from 'shared-ui/contracts';
import { usePriceListActions } from '../api/price-list';
import styles from './price-list.module.css';

const number = { type: 'number', inputMode: 'decimal', min: '0', step: '0.01' } as const;
type Texts = Record<string, string>;

/** Surcharges (percent of the base and a fixed fee), the minimum charge, KDV and the office's pace: one form. */
export function PriceRulesForm({ rules }: { rules: PriceRulesDto }) {
  const { t, i18n } = useTranslation('admin-prices');
  const { saveRules } = usePriceListActions();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'tr';
  const [values, setValues] = useState<Texts>(() => {
    const flat: Texts = {
      minimum: String(rules.minimum),
      vat_percent: String(rules.vat_percent),
      pages_per_day: String(rules.pages_per_day),
    };
    for (const kind of surchargeKinds)
      for (const [key, s] of Object.entries(rules.surcharges[kind])) {
        flat[`${kind}.${key}.percent`] = String(s.percent);
        flat[`${kind}.${key}.fixed`] = String(s.fixed);
      }
    return flat;
  });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const num = (name: string) => Number((values[name] ?? '').replace(',', '.'));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const surcharges = Object.fromEntries(
      surchargeKinds.map((kind) => [
        kind,
        Object.fromEntries(
          Object.keys(rules.surcharges[kind]).map((key) => [
            key,
            { percent: num(`${kind}.${key}.percent`), fixed: num(`${kind}.${key}.fixed`) },
          ]),
        ),
      ]),
    ) as unknown as PriceRulesDto['surcharges'];
    try {
      const answer = await saveRules({
        surcharges,
        minimum: num('minimum'),
        vat_percent: num('vat_percent'),
        pages_per_day: num('pages_per_day'),
      } as never);
      setNotice({ tone: 'success', text: answer.message });
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err, t('failed')) });
    }
  };
  const labelOf = (kind: string, key: string) => priceLineLabel({ kind, key, amount_kurus: 0 } as PriceLine, locale);
  return (
    <form className={styles.rules} onSubmit={(e) => void submit(e)} noValidate>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('rules.surcharge')}</th>
            <th scope="col">{t('rules.percent')}</th>
            <th scope="col">{t('rules.fixed')}</th>
          </tr>
        </thead>
        <tbody>
          {surchargeKinds.flatMap((kind) =>
            Object.keys(rules.surcharges[kind]).map((key) => (
              <tr key={`${kind}.${key}`}>
                <th scope="row">{labelOf(kind, key)}</th>
                <td>
                  <TextField
                    {...number}
                    label={t('rules.percentOf', { what: labelOf(kind, key) })}
                    className={styles.cell}
                    value={values[`${kind}.${key}.percent`] ?? ''}
                    onChange={(e) => set(`${kind}.${key}.percent`)(e.target.value)}
                  />
                </td>
                <td>
                  <TextField
                    {...number}
                    label={t('rules.fixedOf', { what: labelOf(kind, key) })}
                    className={styles.cell}
                    value={values[`${kind}.${key}.fixed`] ?? ''}
                    onChange={(e) => set(`${kind}.${key}.fixed`)(e.target.value)}
                  />
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      <div className={styles.row}>
        <TextField
          {...number}
          label={t('rules.minimum')}
          value={values.minimum ?? ''}
          onChange={(e) => set('minimum')(e.target.value)}
        />
        <TextField
          {...number}
          label={t('rules.vat')}
          value={values.vat_percent ?? ''}
          onChange={(e) => set('vat_percent')(e.target.value)}
        />
        <TextField
          {...number}
          step="1"
          label={t('rules.pace')}
          value={values.pages_per_day ?? ''}
          onChange={(e) => set('pages_per_day')(e.target.value)}
        />
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Button type="submit">{t('saveRules')}</Button>
    </form>
  );
}
