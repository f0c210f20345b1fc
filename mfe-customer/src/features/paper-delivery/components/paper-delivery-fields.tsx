import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from 'shared-ui';
import { countryOptions } from 'shared-ui/countries';
import { TURKIYE, originalNeeded, paperDeliveryMethods, needsAddress } from 'shared-ui/contracts';
import { useSiteSettings } from '../../payment/api/use-site-settings';
import { paperDeliveryNs } from '../paper-delivery-texts';
import type { AddressValues, PaperDeliveryChoiceState } from './use-paper-delivery-choice';
import { SendUsNotice } from './send-us-notice';
import styles from './paper-delivery.module.css';

interface PaperDeliveryFieldsProps {
  choice: PaperDeliveryChoiceState;
  translationType: string;
  /** The form's field errors: those of this part are keyed `shipping_*`. */
  errors: Record<string, string>;
}

/** The order form's delivery of the stamped paper: how it reaches the customer, where, and what they send us. */
export function PaperDeliveryFields({ choice, translationType, errors }: PaperDeliveryFieldsProps) {
  const { t, i18n } = useTranslation(paperDeliveryNs);
  const { settings } = useSiteSettings();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const { method, address } = choice;
  const set = (key: keyof AddressValues) => (value: string) => choice.setAddress({ ...address, [key]: value });
  const text = (key: keyof AddressValues, label: string, wide = false) => (
    <div className={wide ? styles.wide : undefined}>
      <TextField
        label={label}
        name={`shipping_${key}`}
        value={address[key]}
        error={errors[`shipping_${key}`]}
        onChange={(e) => set(key)(e.target.value)}
      />
    </div>
  );
  const methodError = errors.shipping_method;

  return (
    <fieldset className={styles.choice} data-testid="paper-delivery">
      <legend className={styles.legend}>{t('legend')}</legend>
      <p className={styles.hint}>{t('hint')}</p>
      <div
        role="radiogroup"
        aria-label={t('legend')}
        aria-invalid={methodError ? true : undefined}
        aria-describedby={methodError ? 'delivery-method-error' : undefined}
        className={styles.methods}
      >
        {paperDeliveryMethods.map((m) => (
          <label key={m}>
            <input
              type="radio"
              name="shipping_method"
              value={m}
              checked={method === m}
              onChange={() => choice.setMethod(m)}
              aria-invalid={methodError ? true : undefined}
            />
            {t(`methods.${m}`)}
          </label>
        ))}
      </div>
      {methodError && (
        <p id="delivery-method-error" className={styles.error}>
          {methodError}
        </p>
      )}
      {method && needsAddress(method) && (
        <div className={styles.address}>
          {choice.prefilled && <p className={`${styles.hint} ${styles.wide}`}>{t('prefilled')}</p>}
          {text('recipient', t('recipient'), true)}
          <div className={styles.wide}>
            <TextAreaField
              label={t('address')}
              name="shipping_address"
              rows={2}
              maxLength={500}
              value={address.address}
              error={errors.shipping_address}
              onChange={set('address')}
            />
          </div>
          {text('city', t('city'))}
          {text('postal_code', t('postalCode'))}
          <SelectField
            className={styles.spaced}
            label={t('country')}
            placeholder={t('choose')}
            options={countries.filter((c) => (method === 'courier') === (c.value === TURKIYE))}
            value={address.country}
            error={errors.shipping_country}
            onChange={set('country')}
          />
          {text('phone', t('phone'))}
        </div>
      )}
      <SendUsNotice
        originalNeeded={originalNeeded(translationType)}
        office={
          settings && {
            address: settings.legal_address,
            phone: settings.contact_phone,
            email: settings.contact_email,
          }
        }
      />
    </fieldset>
  );
}
