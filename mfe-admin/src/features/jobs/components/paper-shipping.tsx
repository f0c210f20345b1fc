import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  ApiError,
  Button,
  TextField,
  errorMessage,
  formatDay,
  useToast,
  type AdminJobDto,
  type PaperDeliveryDto,
} from 'shared-ui';
import { countryName } from 'shared-ui/countries';
import { usePaperDelivery, useRecordShipping } from '../api/paper-delivery';
import { paperShippingNs } from '../paper-shipping-texts';
import styles from './job-detail.module.css';

function StatusLine({ delivery }: { delivery: PaperDeliveryDto }) {
  const { t, i18n } = useTranslation(paperShippingNs);
  const date = formatDay(delivery.status === 'shipped' ? delivery.shipped_at : delivery.ready_at, i18n.language);
  const a = delivery.address;
  return (
    <>
      <p>
        <strong>{t(`methods.${delivery.method}`)}</strong> ·{' '}
        {t(`statuses.${delivery.status}`, { date, carrier: delivery.carrier, tracking: delivery.tracking_number })}
      </p>
      {a && (
        <p className={styles.muted}>
          {t('to')}:{' '}
          {[a.recipient, a.address, a.postal_code, a.city, countryName(a.country, i18n.language), a.phone]
            .filter(Boolean)
            .join(', ')}
        </p>
      )}
      {delivery.original_needed && <p className={styles.muted}>{t('original')}</p>}
    </>
  );
}

/** The office's shipping step: carrier and tracking number for a paper sent, "ready" for one collected. */
function ShippingForm({ jobId, delivery }: { jobId: number; delivery: PaperDeliveryDto }) {
  const { t } = useTranslation(paperShippingNs);
  const record = useRecordShipping(jobId);
  const toast = useToast();
  const [carrier, setCarrier] = useState(delivery.carrier ?? '');
  const [tracking, setTracking] = useState(delivery.tracking_number ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const input =
        delivery.method === 'collect'
          ? { step: 'ready' as const }
          : { step: 'shipped' as const, carrier, tracking_number: tracking };
      toast.show({ tone: 'success', message: await record(input) });
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      setErrors(fields);
      if (!fields.carrier && !fields.tracking_number) setFailure(errorMessage(err, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  if (delivery.method === 'collect')
    return delivery.status === 'ready' ? null : (
      <form onSubmit={(e) => void submit(e)}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button type="submit" size="sm" busy={busy}>
          {t('ready')}
        </Button>
      </form>
    );
  return (
    <form className={styles.revokeForm} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('carrier')}
        value={carrier}
        maxLength={100}
        error={errors.carrier}
        onChange={(e) => setCarrier(e.target.value)}
      />
      <TextField
        label={t('tracking')}
        value={tracking}
        maxLength={100}
        error={errors.tracking_number}
        onChange={(e) => setTracking(e.target.value)}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className={styles.revokeActions}>
        <Button type="submit" size="sm" busy={busy}>
          {t(delivery.status === 'shipped' ? 'correct' : 'ship')}
        </Button>
      </div>
    </form>
  );
}

/** The job's paper delivery in the admin detail; nothing when the order chose none. */
export function PaperShipping({ job }: { job: Pick<AdminJobDto, 'id' | 'status'> }) {
  const { t } = useTranslation(paperShippingNs);
  const delivery = usePaperDelivery(job.id);
  if (!delivery) return null;
  return (
    <section data-testid="paper-shipping">
      <h3 className={styles.subtitle}>{t('title')}</h3>
      <StatusLine delivery={delivery} />
      {job.status === 'completed' ? (
        <ShippingForm key={delivery.status} jobId={job.id} delivery={delivery} />
      ) : (
        <p className={styles.muted}>{t('notYet')}</p>
      )}
    </section>
  );
}
