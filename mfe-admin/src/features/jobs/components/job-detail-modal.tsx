import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Modal, Spinner, errorMessage, type AdminOfferDto } from 'shared-ui';
import { useAdminJob } from '../api/use-admin-job';
import { canAssign } from '../utils/job-rules';
import { AssignForm, type AssignValues } from './assign-form';
import { AttachmentLinks } from './attachment-links';
import { JobHistory } from './job-history';
import { JobMessages } from './job-messages';
import { JobOffers } from './job-offers';
import { JobRating } from './job-rating';
import { JobSummary } from './job-summary';
import { JobVerifications } from './job-verifications';
import { RevisionRequests } from './revision-requests';
import { DeadlineRequests } from './deadline-requests';
import styles from './job-detail.module.css';

interface Props {
  jobId: number;
  focusAssign: boolean;
  onClose: () => void;
  onAssigned: () => void;
}

const fromOffer = (offer: AdminOfferDto): AssignValues => ({
  translatorId: String(offer.translator_id),
  price: String(offer.price),
  date: offer.delivery_date,
});

/** One job: its summary, offers ("Bu teklifi seç" fills the form), the assign form and its history. */
export function JobDetailModal({ jobId, focusAssign, onClose, onAssigned }: Props) {
  const { t } = useTranslation('admin-jobs');
  const { job, error, isLoading } = useAdminJob(jobId);
  // Each chosen offer remounts the form with its values; the counter makes choosing the same offer twice reset it.
  const [prefill, setPrefill] = useState<{ values: AssignValues; n: number } | null>(null);

  const title = job ? t('detail.title', { code: job.code }) : t('detail.loading');
  const assignable = job !== undefined && canAssign(job);
  const initial: AssignValues = prefill?.values ?? {
    translatorId: job?.assigned_translator_id ? String(job.assigned_translator_id) : '',
    price: job?.admin_price ? String(job.admin_price) : '',
    date: job?.delivery_date ?? '',
  };

  return (
    <Modal open size="lg" title={title} onClose={onClose}>
      {error ? (
        <Alert tone="error">{errorMessage(error, t('detail.loadFailed'))}</Alert>
      ) : isLoading || !job ? (
        <Spinner label={t('detail.loading')} />
      ) : (
        <div className={styles.detail}>
          <JobSummary job={job} />
          {job.receipts.length > 0 && (
            <>
              <h3 className={styles.subtitle}>{t('detail.receipts')}</h3>
              <AttachmentLinks files={job.receipts} />
            </>
          )}
          <RevisionRequests job={job} />
          <DeadlineRequests job={job} />
          <JobVerifications jobId={job.id} />
          <JobRating job={job} />
          <h3 className={styles.subtitle}>{t('detail.offers')}</h3>
          <JobOffers
            offers={job.offers}
            onChoose={
              assignable ? (offer) => setPrefill((p) => ({ values: fromOffer(offer), n: (p?.n ?? 0) + 1 })) : undefined
            }
          />
          {assignable ? (
            <AssignForm
              key={prefill?.n ?? 0}
              job={job}
              initial={initial}
              autoFocus={focusAssign || prefill !== null}
              onAssigned={onAssigned}
            />
          ) : null}
          <JobMessages jobId={job.id} />
          <h3 className={styles.subtitle}>{t('detail.history')}</h3>
          <JobHistory history={job.history} />
        </div>
      )}
    </Modal>
  );
}
