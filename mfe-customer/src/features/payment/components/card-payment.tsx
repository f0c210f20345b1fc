import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ApiError, Button, errorMessage, type BillingDetailsDto, type BillingDetailsInput } from 'shared-ui';
import { startCardPayment, useBillingDetails } from '../api/card-payment';
import { BillingForm, type BillingValues } from './billing-form';
import styles from './payment.module.css';

const empty: BillingValues = {
  kind: 'individual',
  full_name: '',
  tckn: '',
  company_name: '',
  vkn: '',
  tax_office: '',
  address: '',
};

const valuesOf = (b: BillingDetailsDto): BillingValues => ({
  kind: b.kind,
  full_name: b.full_name,
  tckn: b.tckn ?? '',
  company_name: b.company_name ?? '',
  vkn: b.vkn ?? '',
  tax_office: b.tax_office ?? '',
  address: b.address,
});

const inputOf = (v: BillingValues): BillingDetailsInput =>
  v.kind === 'individual'
    ? { kind: 'individual', full_name: v.full_name, tckn: v.tckn, address: v.address }
    : {
        kind: 'company',
        full_name: v.full_name,
        company_name: v.company_name,
        vkn: v.vkn,
        tax_office: v.tax_office,
        address: v.address,
      };

/** Paying by card: the billing details for the receipt, then iyzico's secure page (3-D Secure) in this tab. */
export function CardPayment({
  jobId,
  go = (url) => window.location.assign(url),
}: {
  jobId: string;
  go?: (url: string) => void;
}) {
  const { t } = useTranslation('customer');
  const { billing } = useBillingDetails();
  const [values, setValues] = useState<BillingValues>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (billing) setValues(valuesOf(billing));
  }, [billing]);

  const pay = async () => {
    setBusy(true);
    setError(null);
    setErrors({});
    try {
      const started = await startCardPayment(jobId, inputOf(values));
      go(started.payment_page_url);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      setError(errorMessage(err, t('card.failed')));
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} data-testid="card-payment" aria-labelledby="card-payment-title">
      <h3 id="card-payment-title">{t('card.title')}</h3>
      <p>{t('card.howTo')}</p>
      <BillingForm values={values} onChange={setValues} errors={errors} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button onClick={() => void pay()} busy={busy}>
        {t('card.pay')}
      </Button>
    </section>
  );
}
