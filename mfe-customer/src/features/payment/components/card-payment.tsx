import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ApiError, Button, errorMessage } from 'shared-ui';
import {
  BillingDetailsFields,
  billingInputOf,
  billingValuesOf,
  emptyBillingDetails,
  type BillingDetailsValues,
} from 'shared-ui/billing-details-form';
import { startCardPayment, useBillingDetails } from '../api/card-payment';
import styles from './payment.module.css';

/**
 * The details' check, and zod with it, comes after the page: fetched when the customer first reaches the form, so
 * it is here before they pay (building the schemas was part of the payment page's first task on a phone). Without
 * it (the chunk could not be fetched) the server's same check answers.
 */
const loadBillingCheck = () => import('./billing-check').then((m) => m.billingDetailsErrors);
const fetchBillingCheck = () => void loadBillingCheck().catch(() => undefined);

/** Paying by card: the billing details for the receipt, then iyzico's secure page (3-D Secure) in this tab. */
export function CardPayment({
  jobId,
  go = (url) => window.location.assign(url),
}: {
  jobId: string;
  go?: (url: string) => void;
}) {
  const { t, i18n } = useTranslation('customer');
  const { billing } = useBillingDetails();
  const [values, setValues] = useState<BillingDetailsValues>(emptyBillingDetails);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (billing) setValues(billingValuesOf(billing));
  }, [billing]);

  const pay = async () => {
    setError(null);
    // the contract's check first: a wrong check digit is said at once, without a request
    const check = await loadBillingCheck().catch(() => null);
    const found = check ? check(values, i18n.language) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const started = await startCardPayment(jobId, billingInputOf(values));
      go(started.payment_page_url);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      setError(errorMessage(err, t('card.failed')));
      setBusy(false);
    }
  };

  return (
    <section
      className={styles.card}
      data-testid="card-payment"
      aria-labelledby="card-payment-title"
      onFocus={fetchBillingCheck}
      onPointerDown={fetchBillingCheck}
    >
      <h3 id="card-payment-title">{t('card.title')}</h3>
      <p>{t('card.howTo')}</p>
      <BillingDetailsFields values={values} onChange={setValues} errors={errors} legend={t('card.billing')} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button onClick={() => void pay()} busy={busy}>
        {t('card.pay')}
      </Button>
    </section>
  );
}
