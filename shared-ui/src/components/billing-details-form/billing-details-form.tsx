import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from 'shared-ui';
import { billingDetailsFormNs } from './billing-details-form-texts';
import type { BillingDetailsValues } from './billing-details-values';
import styles from './billing-details-form.module.css';

export interface BillingDetailsFieldsProps {
  values: BillingDetailsValues;
  onChange: (values: BillingDetailsValues) => void;
  /**
   * Field → message: as billingDetailsErrors() found them or as the API answered them, either on their own
   * (`tckn`, PUT /user/billing-details) or inside a card payment's body (`billing.tckn`).
   */
  errors?: Record<string, string>;
  /** The group's name ("Fatura bilgileri" unless given); `hideLegend` keeps it for screen readers only. */
  legend?: ReactNode;
  hideLegend?: boolean;
  disabled?: boolean;
}

/**
 * Who a receipt is made out to: a person (T.C. kimlik no) or a company (VKN and tax office), with the billing
 * address. Controlled and without a submit button, so Ayarlar saves it on its own and the card payment sends it
 * with the payment.
 */
export function BillingDetailsFields({
  values,
  onChange,
  errors = {},
  legend,
  hideLegend = false,
  disabled,
}: BillingDetailsFieldsProps) {
  const { t } = useTranslation(billingDetailsFormNs);
  const kindName = useId();
  const error = (key: keyof BillingDetailsValues) => errors[key] ?? errors[`billing.${key}`];
  const text = (key: keyof BillingDetailsValues, label: string, extra: { autoComplete: string; numeric?: boolean }) => (
    <TextField
      label={label}
      name={`billing-${key}`}
      autoComplete={extra.autoComplete}
      inputMode={extra.numeric ? 'numeric' : undefined}
      spellCheck={extra.numeric ? false : undefined}
      value={values[key]}
      error={error(key)}
      onChange={(e) => onChange({ ...values, [key]: e.target.value })}
    />
  );

  return (
    <fieldset className={styles.fieldset} disabled={disabled} data-testid="billing-details-fields">
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend ?? t('legend')}</legend>
      <fieldset className={styles.kinds}>
        <legend className={styles.kindsLegend}>{t('kind')}</legend>
        {(['individual', 'company'] as const).map((kind) => (
          <label key={kind} className={styles.kind}>
            <input
              type="radio"
              name={kindName}
              value={kind}
              checked={values.kind === kind}
              onChange={() => onChange({ ...values, kind })}
            />
            {t(kind)}
          </label>
        ))}
      </fieldset>
      {text('full_name', t('fullName'), { autoComplete: 'name' })}
      {values.kind === 'individual' ? (
        text('tckn', t('tckn'), { autoComplete: 'off', numeric: true })
      ) : (
        <>
          {text('company_name', t('companyName'), { autoComplete: 'organization' })}
          {text('vkn', t('vkn'), { autoComplete: 'off', numeric: true })}
          {text('tax_office', t('taxOffice'), { autoComplete: 'off' })}
        </>
      )}
      <TextAreaField
        label={t('address')}
        name="billing-address"
        rows={2}
        maxLength={500}
        autoComplete="street-address"
        value={values.address}
        error={error('address')}
        onChange={(address) => onChange({ ...values, address })}
      />
    </fieldset>
  );
}
