import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui';
import styles from './payment.module.css';

export interface BillingValues {
  kind: 'individual' | 'company';
  full_name: string;
  tckn: string;
  company_name: string;
  vkn: string;
  tax_office: string;
  address: string;
}

interface BillingFormProps {
  values: BillingValues;
  onChange: (values: BillingValues) => void;
  /** Field → message, as the API answered them. */
  errors: Record<string, string>;
}

/** Who the receipt is made out to: a person (T.C. kimlik no) or a company (VKN, tax office); kept in the profile. */
export function BillingForm({ values, onChange, errors }: BillingFormProps) {
  const { t } = useTranslation('customer');
  const set = (key: keyof BillingValues) => (e: { target: { value: string } }) =>
    onChange({ ...values, [key]: e.target.value });
  const error = (key: string) => errors[`billing.${key}`] ?? errors[key];
  return (
    <fieldset className={styles.billing}>
      <legend>{t('card.billing')}</legend>
      <div role="radiogroup" aria-label={t('card.kind')} className={styles.kinds}>
        {(['individual', 'company'] as const).map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name="billing-kind"
              checked={values.kind === kind}
              onChange={() => onChange({ ...values, kind })}
            />{' '}
            {t(`card.${kind}`)}
          </label>
        ))}
      </div>
      <TextField
        label={t('card.fullName')}
        value={values.full_name}
        onChange={set('full_name')}
        error={error('full_name')}
      />
      {values.kind === 'individual' ? (
        <TextField
          label={t('card.tckn')}
          inputMode="numeric"
          value={values.tckn}
          onChange={set('tckn')}
          error={error('tckn')}
        />
      ) : (
        <>
          <TextField
            label={t('card.companyName')}
            value={values.company_name}
            onChange={set('company_name')}
            error={error('company_name')}
          />
          <TextField
            label={t('card.vkn')}
            inputMode="numeric"
            value={values.vkn}
            onChange={set('vkn')}
            error={error('vkn')}
          />
          <TextField
            label={t('card.taxOffice')}
            value={values.tax_office}
            onChange={set('tax_office')}
            error={error('tax_office')}
          />
        </>
      )}
      <TextField label={t('card.address')} value={values.address} onChange={set('address')} error={error('address')} />
    </fieldset>
  );
}
