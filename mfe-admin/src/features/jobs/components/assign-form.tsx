import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField, errorMessage, type AdminJobDto, SelectField } from 'shared-ui';
import { todayInIstanbul } from 'shared-ui/contracts';
import { useApprovedTranslators } from '../../translators/api/use-approved-translators';
import { useAssignJob } from '../api/assign-job';
import styles from './job-detail.module.css';

export interface AssignValues {
  translatorId: string;
  price: string;
  date: string;
}

interface Props {
  job: AdminJobDto;
  initial: AssignValues;
  autoFocus: boolean;
  onAssigned: () => void;
}

type Errors = Partial<Record<keyof AssignValues, string>>;

/** Spec 5, Admin assignment: translator, customer price and delivery date are all required. */
export function AssignForm({ job, initial, autoFocus, onAssigned }: Props) {
  const { t } = useTranslation('admin-jobs');
  const { translators } = useApprovedTranslators();
  const assign = useAssignJob();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    if (autoFocus) selectRef.current?.focus();
  }, [autoFocus]);

  const set = (field: keyof AssignValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const options = translators.map((tr) => ({ value: String(tr.id), label: `${tr.name} ${tr.surname}` }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    for (const field of ['translatorId', 'price', 'date'] as const)
      if (!values[field].trim()) missing[field] = t('assign.required');
    setErrors(missing);
    setFailure('');
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await assign(job.id, {
        translator_id: Number(values.translatorId),
        price: Number(values.price.replace(',', '.')),
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
        ref={selectRef}
        label={t('assign.translator')}
        placeholder={t('assign.chooseTranslator')}
        options={options}
        value={values.translatorId}
        onChange={set('translatorId')}
        error={errors.translatorId}
        required
      />
      <div className={styles.row}>
        <TextField
          label={t('assign.price')}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          value={values.price}
          onChange={(e) => set('price')(e.target.value)}
          error={errors.price}
          required
        />
        <TextField
          label={t('assign.date')}
          type="date"
          min={todayInIstanbul()}
          value={values.date}
          onChange={(e) => set('date')(e.target.value)}
          error={errors.date}
          required
        />
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" busy={busy}>
        {t('assign.submit')}
      </Button>
    </form>
  );
}
