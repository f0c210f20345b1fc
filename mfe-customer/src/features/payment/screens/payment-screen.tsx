import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert, Spinner, errorMessage, paths, useSession } from 'shared-ui';
import { displayStatus } from 'shared-ui/contracts';
import { PanelPage } from '../../../layout/panel-page';
import type { FeatureTexts } from 'shared-ui/feature-texts';
import { customerTexts } from '../../../locales/customer-texts';
import { useCustomerJob } from '../api/use-customer-job';
import { PaymentBox } from '../components/payment-box';
import { PaymentSummary } from '../components/payment-summary';
import { SignInPrompt } from '../components/sign-in-prompt';
import styles from '../components/payment.module.css';

/** The namespaces the payment draws with (registered by routes/customer-routes.tsx). */
export const texts: FeatureTexts[] = [customerTexts];

/**
 * /odeme/:jobId, open to all (no guard in the spec; it asks for a sign-in when needed): the summary, then the payment
 * step, or why no payment is due.
 */
export function PaymentScreen() {
  const { t } = useTranslation('customer');
  const { jobId = '' } = useParams();
  const session = useSession();
  const { job, error, isLoading } = useCustomerJob(jobId, session !== null);

  const body = !session ? (
    <SignInPrompt />
  ) : error ? (
    <Alert tone="error">{errorMessage(error, t('payment.loadFailed'))}</Alert>
  ) : isLoading || !job ? (
    <Spinner />
  ) : (
    <>
      <PaymentSummary job={job} />
      {job.is_paid ? (
        <Alert tone="success">
          <span aria-hidden="true">✓ </span>
          {t('payment.paid')}
        </Alert>
      ) : job.status === 'waiting_payment' ? (
        <PaymentBox job={job} />
      ) : (
        <Alert tone="info">{t('payment.notAwaiting', { status: t(`common:status.${displayStatus(job)}`) })}</Alert>
      )}
    </>
  );

  return (
    <PanelPage title={t('payment.title')}>
      <div className={styles.narrow}>
        {session && (
          <Link className={styles.back} to={paths.panel.user}>
            ← {t('payment.back')}
          </Link>
        )}
        {body}
      </div>
    </PanelPage>
  );
}
