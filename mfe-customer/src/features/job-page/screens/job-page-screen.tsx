import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert, JobStatusBadge, Spinner, errorMessage, formatLira, paths } from 'shared-ui';
import { Card } from '../../../layout/card';
import { PanelPage } from '../../../layout/panel-page';
import { useAfterFirstDrawing } from '../../../layout/use-after-first-drawing';
import type { FeatureTexts } from 'shared-ui/feature-texts';
import { customerTexts } from '../../../locales/customer-texts';
import { UserOnly } from '../../../components/user-only';
import { OutputLinks } from '../../jobs';
import { useCustomerJob } from '../../payment/api/use-customer-job';
import { JobMessagesCard } from '../../thread';
import { JobFileRetention, retentionTexts } from '../../file-retention';
import { useJobTimeline } from '../api/use-job-timeline';
import { CardPaymentNotice } from '../components/card-payment-notice';
import { JobNextStep } from '../components/job-next-step';
import { JobOrderFacts } from '../components/job-order-facts';
import { PaperDeliveryCard, paperDeliveryTexts } from '../../paper-delivery';
import { ReceiptDownload } from '../components/receipt-download';
import { JobRating } from '../components/job-rating';
import { JobRevision } from '../components/job-revision';
import { EarlierDeliveries } from '../components/earlier-deliveries';
import { JobTimeline } from '../components/job-timeline';
import { JobVerification } from '../components/job-verification';
import styles from '../components/job-page.module.css';
import { useLanguageName } from '../../upload/api/use-language-name';

/** The namespaces the job page draws with (registered by routes/customer-routes.tsx). */
export const texts: FeatureTexts[] = [customerTexts, retentionTexts, paperDeliveryTexts];

/** /panel/user/jobs/:id (ARCHITECTURE §2), for the customer only. */
export function JobPageScreen() {
  return (
    <UserOnly>
      <JobPage />
    </UserOnly>
  );
}

/** Where the job stands, what the customer does next, and what happened so far. */
function JobPage() {
  const { t, i18n } = useTranslation('customer');
  const langName = useLanguageName();
  const { id = '' } = useParams();
  const { job, error } = useCustomerJob(id, true);
  const { timeline } = useJobTimeline(id);
  // the next step first (the page's main text), the cards below it a step later
  const lower = useAfterFirstDrawing(Boolean(job));

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
            {lower && (
              <>
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
          </>
        )}
      </div>
    </PanelPage>
  );
}
