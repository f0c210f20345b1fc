import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField, useToast, type MyOfferDto, formatDay, formatLira } from 'shared-ui';
import { todayInIstanbul } from 'shared-ui/contracts';
import { sendOffer } from '../api/send-offer';
import { failureText, type Failure } from '../../../utils/failure-text';
import { useLocale } from '../../../utils/use-locale';
import type { OfferDraft, OfferErrors } from '../utils/validate-offer';
import styles from './offer-form.module.css';

/**
 * The offer's check, and zod with it, comes after the panel: fetched when the form is first reached, so it is here
 * before the offer is sent (building the schemas was part of the panel's first task on a phone).
 */
const loadValidateOffer = () => import('../utils/validate-offer').then((m) => m.validateOffer);
const fetchValidateOffer = () => void loadValidateOffer().catch(() => undefined);

interface OfferFormProps {
  jobId: number;
  jobCode: string;
  myOffer: MyOfferDto | null;
  onSent: () => void;
}

const empty: OfferDraft = { price: '', delivery_date: '' };

/** Price (₺) and delivery date, both required, the date not before today in Istanbul; a new offer replaces the old. */
export function OfferForm({ jobId, jobCode, myOffer, onSent }: OfferFormProps) {
  const { t } = useTranslation('translator');
  const lang = useLocale();
  const toast = useToast();
  const [draft, setDraft] = useState<OfferDraft>(empty);
  const [errors, setErrors] = useState<OfferErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof OfferDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      const checked = (await loadValidateOffer())(jobId, draft, lang);
      if ('errors' in checked) {
        setErrors(checked.errors);
        return;
      }
      await sendOffer(checked.input);
      setDraft(empty);
      toast.show({ tone: 'success', message: t('offer.sent'), duration: 4000 });
      onSent();
    } catch (err) {
      setFailure(failureText(t('offer.failed'), err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={fetchValidateOffer}
      noValidate
      aria-label={t('offer.formLabel', { code: jobCode })}
    >
      {myOffer && (
        <p className={styles.current}>
          {t('offer.current', { price: formatLira(myOffer.price, lang), date: formatDay(myOffer.delivery_date, lang) })}
          <span className={styles.note}>{t('offer.replaces')}</span>
        </p>
      )}
      <div className={styles.fields}>
        <TextField
          label={t('offer.price')}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          required
          value={draft.price}
          error={errors.price}
          onChange={(e) => set('price')(e.target.value)}
        />
        <TextField
          label={t('offer.deliveryDate')}
          type="date"
          min={todayInIstanbul()}
          required
          value={draft.delivery_date}
          error={errors.delivery_date}
          onChange={(e) => set('delivery_date')(e.target.value)}
        />
        <Button type="submit" size="sm" busy={busy} className={styles.submit}>
          {myOffer ? t('offer.update') : t('offer.submit')}
        </Button>
      </div>
      {failure && (
        <Alert tone="error" detail={failure.reason}>
          {failure.text}
        </Alert>
      )}
    </form>
  );
}
