import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Modal, Spinner, errorMessage } from 'shared-ui';
import { useAdminJob } from '../api/use-admin-job';
import { canAssign } from '../utils/job-rules';
import { AssignForm, type AssignValues, type ChosenOffer } from './assign-form';
import { AttachmentLinks } from './attachment-links';
import { JobHistory } from './job-history';
import { JobMessages } from './job-messages';
import { JobOffers } from './job-offers';
import { JobPayment } from './job-payment';
import { JobRating } from './job-rating';
import { JobSummary } from './job-summary';
import { JobVerifications } from './job-verifications';
import { PaperShipping } from './paper-shipping';
import { RevisionRequests } from './revision-requests';
import { DeadlineRequests } from './deadline-requests';
import styles from './job-detail.module.css';

interface Props {
  jobId: number;
  onClose: () => void;
  onAssigned: () => void;
}

/**
 * One job: its summary, offers ("Bu teklifi seç" fills the form with the translator, their price and date), the
 * assign form and its history. It opens at its top, whichever button opened it: on a phone a form focused at once
 * scrolled the title and the close button out of view.
 */
export function JobDetailModal({ jobId, onClose, onAssigned }: Props) {
  const { t } = useTranslation('admin-jobs');
  const { job, error, isLoading } = useAdminJob(jobId);
  const [chosen, setChosen] = useState<ChosenOffer | null>(null);

  const title = job ? t('detail.title', { code: job.code }) : t('detail.loading');
  const assignable = job !== undefined && canAssign(job);
  const initial: AssignValues = {
    translatorId: job?.assigned_translator_id ? String(job.assigned_translator_id) : '',
    fee: job?.translator_price ? String(job.translator_price) : '',
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
          <JobPayment job={job} />
          <RevisionRequests job={job} />
          <DeadlineRequests job={job} />
          <JobVerifications jobId={job.id} />
          <PaperShipping job={job} />
          <JobRating job={job} />
          <h3 className={styles.subtitle}>{t('detail.offers')}</h3>
          <JobOffers
            offers={job.offers}
            onChoose={assignable ? (offer) => setChosen((c) => ({ offer, n: (c?.n ?? 0) + 1 })) : undefined}
          />
          {assignable ? <AssignForm job={job} initial={initial} chosen={chosen} onAssigned={onAssigned} /> : null}
          <JobMessages jobId={job.id} />
          <h3 className={styles.subtitle}>{t('detail.history')}</h3>
          <JobHistory history={job.history} />
        </div>
      )}
    </Modal>
  );
}
