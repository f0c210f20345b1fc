import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert, JobStatusBadge, Spinner, errorMessage, formatLira, paths } from 'shared-ui';
import { Card } from '../../../layout/card';
import { PanelPage } from '../../../layout/panel-page';
import { OutputLinks } from '../../jobs';
import { useCustomerJob } from '../../payment/api/use-customer-job';
import { JobMessagesCard } from '../../thread/job-messages-card';
import { JobFileRetention } from '../../file-retention';
import { useJobTimeline } from '../api/use-job-timeline';
import { CardPaymentNotice } from './card-payment-notice';
import { JobNextStep } from './job-next-step';
import { JobOrderFacts } from './job-order-facts';
import { PaperDeliveryCard } from '../../paper-delivery';
import { ReceiptDownload } from './receipt-download';
import { JobRating } from './job-rating';
import { JobRevision } from './job-revision';
import { EarlierDeliveries } from './earlier-deliveries';
import { JobTimeline } from './job-timeline';
import { JobVerification } from './job-verification';
import styles from './job-page.module.css';
import { useLanguageName } from '../../upload/api/use-language-name';

/** /panel/user/jobs/:id: where the job stands, what the customer does next, and what happened so far. */
export function JobPage() {
  const { t, i18n } = useTranslation('customer');
  const langName = useLanguageName();
  const { id = '' } = useParams();
  const { job, error } = useCustomerJob(id, true);
  const { timeline } = useJobTimeline(id);

  const title = job ? job.code : t('jobPage.title');
  return (
    <PanelPage title={title}>
      <div className={styles.page}>
        <Link className={styles.back} to={paths.panel.user}>
          ← {t('payment.back')}
        </Link>
        {error ? (
          <Alert tone="error">{errorMessage(error, t('payment.loadFailed'))}</Alert>
        ) : !job ? (
          <Spinner />
        ) : (
          <>
            <CardPaymentNotice />
            <Card title={t('jobPage.now')}>
              <div className={styles.head}>
                <JobStatusBadge job={job} />
                <span className={styles.price}>
                  {job.admin_price === null ? t('jobPage.noPriceYet') : formatLira(job.admin_price, i18n.language)}
                </span>
              </div>
              <p className={styles.muted}>
                {t('jobs.languagePair', { source: langName(job.source_lang), target: langName(job.target_lang) })} ·{' '}
                {t(`common:translationTypes.${job.translation_type}`)} · {job.display_name}
              </p>
              <JobNextStep job={job} quoteHours={timeline?.usual_quote_hours} />
              <ReceiptDownload job={job} />
              <OutputLinks files={job.output_files} />
              <JobRevision job={job} />
            </Card>
            <JobOrderFacts job={job} />
            <PaperDeliveryCard job={job} />
            <JobFileRetention jobId={job.id} />
            <JobVerification job={job} />
            <JobRating job={job} />
            <Card title={t('jobPage.history')}>
              {timeline ? <JobTimeline entries={timeline.entries} /> : <Spinner />}
              <EarlierDeliveries files={job.earlier_files} />
            </Card>
            <JobMessagesCard jobId={job.id} />
          </>
        )}
      </div>
    </PanelPage>
  );
}
