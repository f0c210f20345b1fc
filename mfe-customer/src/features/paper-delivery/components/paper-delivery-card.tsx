import { useTranslation } from 'react-i18next';
import { Alert, ApiError, errorMessage, formatDay, type CustomerJobDto } from 'shared-ui';
import { countryName } from 'shared-ui/countries';
import { Card } from '../../../layout/card';
import { usePaperDelivery } from '../api/use-paper-delivery';
import { paperDeliveryNs } from '../paper-delivery-texts';
import { SendUsNotice } from './send-us-notice';
import styles from './paper-delivery.module.css';

/** The job page's paper delivery: how and where the stamped paper goes, the office's shipping step and tracking. */
export function PaperDeliveryCard({ job }: { job: Pick<CustomerJobDto, 'id' | 'code' | 'status'> }) {
  const { t, i18n } = useTranslation(paperDeliveryNs);
  const { delivery, error } = usePaperDelivery(job.id);
  // a job the customer can see always answers; a 404 means the job itself is gone, which the page already says
  if (error && !(error instanceof ApiError && error.status === 404))
    return <Alert tone="error">{errorMessage(error, t('card.loadFailed'))}</Alert>;
  if (!delivery) return null;
  // once the translation is completed the paper is the office's next step, not something that waits on the work
  const translated = job.status === 'completed';
  const preparing = translated
    ? t(delivery.method === 'collect' ? 'card.statuses.translatedCollect' : 'card.statuses.translated')
    : t(delivery.method === 'collect' ? 'card.statuses.preparingCollect' : 'card.statuses.preparing');
  const status =
    delivery.status === 'shipped'
      ? t('card.statuses.shipped', { carrier: delivery.carrier, date: formatDay(delivery.shipped_at, i18n.language) })
      : delivery.status === 'ready'
        ? t('card.statuses.ready', { date: formatDay(delivery.ready_at, i18n.language) })
        : preparing;
  const a = delivery.address;
  const facts: [string, string][] = [
    [t('card.method'), t(`card.methods.${delivery.method}`)],
    ...(a
      ? [
          [
            t('card.to'),
            [
              a.recipient,
              a.address,
              [a.postal_code, a.city].filter(Boolean).join(' '),
              countryName(a.country, i18n.language),
            ]
              .filter(Boolean)
              .join(', '),
          ] as [string, string],
        ]
      : []),
    [t('card.status'), status],
    ...(delivery.tracking_number ? [[t('card.tracking'), delivery.tracking_number] as [string, string]] : []),
  ];
  return (
    <Card title={t('card.title')}>
      <div data-testid="paper-delivery-card">
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {delivery.status === 'preparing' && !translated && (
          <SendUsNotice originalNeeded={delivery.original_needed} office={delivery.office} code={job.code} />
        )}
      </div>
    </Card>
  );
}
