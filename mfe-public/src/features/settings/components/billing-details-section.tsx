import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button, errorMessage } from 'shared-ui';
import {
  BillingDetailsFields,
  billingDetailsErrors,
  billingInputOf,
  billingValuesOf,
} from 'shared-ui/billing-details-form';
import {
  billingDetailsKey,
  saveBillingDetails,
  useBillingDetails,
  type BillingDetailsAnswer,
} from '../api/billing-details';
import { billingDetailsNs } from '../billing-details-texts';
import { useSettingsSave } from '../utils/use-settings-save';
import { LoadedSettingsSection } from './loaded-settings-section';
import styles from './settings-form.module.css';

/**
 * The customer's billing details (GET/PUT /user/billing-details): what every receipt is made out to
 * (api/src/modules/receipts/receipt-content.ts). The card payment asks them too and keeps them here.
 */
export function BillingDetailsSection() {
  const { t } = useTranslation(billingDetailsNs);
  const { data, error } = useBillingDetails();
  return (
    <LoadedSettingsSection
      title={t('title')}
      intro={t('intro')}
      testId="billing-details-section"
      data={data}
      error={error}
      loadFailed={t('loadFailed')}
    >
      {(answer) => <BillingDetailsForm answer={answer} />}
    </LoadedSettingsSection>
  );
}

function BillingDetailsForm({ answer }: { answer: BillingDetailsAnswer }) {
  const { t, i18n } = useTranslation(billingDetailsNs);
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState(() => billingValuesOf(answer.billing));
  const { errors, busy, save } = useSettingsSave();

  const submit = (event: FormEvent) =>
    save(event, {
      check: () => billingDetailsErrors(values, i18n.language),
      checkText: t('check'),
      send: () => saveBillingDetails(billingInputOf(values)),
      saved: async (result) => {
        await mutate(billingDetailsKey, { billing: result.billing }, { revalidate: false });
        if (result.billing) setValues(billingValuesOf(result.billing));
        return result.message || t('saved');
      },
      failed: (err) => errorMessage(err, t('failed')),
    });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {!answer.billing && <p className={styles.note}>{t('none')}</p>}
      <BillingDetailsFields values={values} onChange={setValues} errors={errors} legend={t('title')} hideLegend />
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
