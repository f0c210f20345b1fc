import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDay, paths, type CustomerJobDto } from 'shared-ui';
import { nextStepOf } from 'shared-ui/contracts';
import styles from './job-page.module.css';

/**
 * What the customer does next, in one sentence, and when to expect the next thing: the office's usual quote
 * time while no price is set, the delivery date after.
 */
export function JobNextStep({ job, quoteHours }: { job: CustomerJobDto; quoteHours: number | undefined }) {
  const { t, i18n } = useTranslation('customer');
  const step = nextStepOf(job);
  const waitingForPrice = step === 'waitForQuote' || step === 'waitForPrice';
  return (
    <div className={styles.next}>
      <p className={styles.nextText} data-testid="job-next-step">
        {t(`common:nextStep.${step}`)}
      </p>
      <ul className={styles.expect}>
        {waitingForPrice && quoteHours !== undefined && <li>{t('jobPage.quoteTime', { count: quoteHours })}</li>}
        {step !== 'cancelled' && (
          <li>{t('jobPage.deliveryBy', { date: formatDay(job.delivery_date, i18n.language) })}</li>
        )}
      </ul>
      {step === 'pay' && (
        <Link className={styles.primary} to={paths.payment(job.id)}>
          {t('jobPage.goPay')}
        </Link>
      )}
    </div>
  );
}
