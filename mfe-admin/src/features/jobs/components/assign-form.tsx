import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField, errorMessage, type AdminJobDto, type AdminOfferDto, SelectField } from 'shared-ui';
import { todayInIstanbul } from 'shared-ui/contracts';
import { useApprovedTranslators } from '../../translators/api/use-approved-translators';
import { useAssignJob } from '../api/assign-job';
import { amountOf, usePriceHint } from './use-price-hint';
import { EstimateBesidePrice } from './estimate-beside-price';
import styles from './job-detail.module.css';

export interface AssignValues {
  translatorId: string;
  /** What the translator is paid (translator_price); their offer's price when they made one. */
  fee: string;
  /** What the customer pays (admin_price): never filled in from an offer. */
  price: string;
  date: string;
}

/** An offer the admin chose from the list; `n` tells choosing the same offer again from an unchanged choice. */
export interface ChosenOffer {
  offer: AdminOfferDto;
  n: number;
}

interface Props {
  job: AdminJobDto;
  initial: AssignValues;
  chosen: ChosenOffer | null;
  onAssigned: () => void;
}

type Errors = Partial<Record<keyof AssignValues, string>>;

/** An amount in TL with kuruş: what both price fields take. */
const moneyInput = { type: 'number', inputMode: 'decimal', min: '0.01', step: '0.01' } as const;

/**
 * Spec 5, Admin assignment: translator, customer price and delivery date are required. The translator's price is
 * optional (without it the server keeps the translator's own offer); choosing an offer fills it, the translator and
 * the date, and leaves the customer price to the admin, who sees both amounts and the margin (docs/decisions.md).
 */
export function AssignForm({ job, initial, chosen, onAssigned }: Props) {
  const { t } = useTranslation('admin-jobs');
  const { translators } = useApprovedTranslators();
  const assign = useAssignJob();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const priceRef = useRef<HTMLInputElement>(null);
  const priceHint = usePriceHint(values.fee, values.price);

  useEffect(() => {
    if (!chosen) return;
    const { offer } = chosen;
    setValues((v) => ({
      ...v,
      translatorId: String(offer.translator_id),
      fee: String(offer.price),
      date: offer.delivery_date,
    }));
    // The one amount left to the admin: the customer price, with the translator's price named under it.
    priceRef.current?.focus();
  }, [chosen]);

  const set = (field: keyof AssignValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  // Another translator is paid their own offer, or what the admin types.
  const setTranslator = (id: string) => {
    const offer = job.offers.find((o) => String(o.translator_id) === id);
    setValues((v) => ({ ...v, translatorId: id, fee: offer ? String(offer.price) : '' }));
  };
  const options = translators.map((tr) => ({ value: String(tr.id), label: `${tr.name} ${tr.surname}` }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    for (const field of ['translatorId', 'price', 'date'] as const)
      if (!values[field].trim()) missing[field] = t('assign.required');
    if (values.fee.trim() && amountOf(values.fee) === null) missing.fee = t('assign.invalidAmount');
    setErrors(missing);
    setFailure('');
    if (Object.keys(missing).length) return;
    const fee = amountOf(values.fee);
    setBusy(true);
    try {
      await assign(job.id, {
        translator_id: Number(values.translatorId),
        price: Number(values.price.replace(',', '.')),
        ...(fee === null ? {} : { translator_price: fee }),
        delivery_date: values.date,
        version: job.version,
        // A job that already has a translator is given to another one: an explicit re-assignment.
        ...(job.status === 'waiting' ? {} : { reassign: true }),
      });
      onAssigned();
    } catch (err) {
      setFailure(errorMessage(err, t('failed.assign')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.assign} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="assign-title">
      <h3 id="assign-title" className={styles.subtitle}>
        {t('assign.title')}
      </h3>
      {options.length === 0 && <p className={styles.muted}>{t('assign.noTranslators')}</p>}
      <SelectField
        label={t('assign.translator')}
        placeholder={t('assign.chooseTranslator')}
        options={options}
        value={values.translatorId}
        onChange={setTranslator}
        error={errors.translatorId}
        required
      />
      <EstimateBesidePrice jobId={job.id} price={values.price} onUseEstimate={(total) => set('price')(String(total))} />
      <div className={styles.row}>
        <TextField
          {...moneyInput}
          label={t('assign.fee')}
          value={values.fee}
          onChange={(e) => set('fee')(e.target.value)}
          error={errors.fee}
        />
        <TextField
          ref={priceRef}
          {...moneyInput}
          label={t('assign.price')}
          value={values.price}
          onChange={(e) => set('price')(e.target.value)}
          hint={priceHint}
          error={errors.price}
          required
        />
      </div>
      <TextField
        label={t('assign.date')}
        type="date"
        min={todayInIstanbul()}
        value={values.date}
        onChange={(e) => set('date')(e.target.value)}
        error={errors.date}
        required
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" busy={busy}>
        {t('assign.submit')}
      </Button>
    </form>
  );
}
