import { useTranslation } from 'react-i18next';
import { Alert, formatDay, type CustomerJobDto } from 'shared-ui';
import { Card } from '../../../layout/card';
import { useJobVerification } from '../api/use-job-verification';
import styles from './job-page.module.css';

const delivered = (job: CustomerJobDto) => job.status === 'completed' || job.status === 'revision_requested';

/**
 * The delivered translation's verification code: anyone the customer hands the translation to — a
 * consulate, a university — can check it at the printed address or QR code. The stamped PDF copy carries both.
 */
export function JobVerification({ job }: { job: CustomerJobDto }) {
  const { t, i18n } = useTranslation('customer');
  const { verification } = useJobVerification(job.id, delivered(job));
  if (!verification) return null;
  const { status } = verification;
  return (
    <Card title={t('verification.title')}>
      <div className={styles.verification} data-testid="job-verification">
        <img
          className={styles.qr}
          src={verification.qr_svg_url}
          alt={t('verification.qrAlt')}
          width={128}
          height={128}
        />
        <div className={styles.verificationText}>
          <p className={styles.muted}>{t('verification.intro')}</p>
          <p className={styles.code}>{verification.code}</p>
          {status === 'superseded' && (
            <Alert tone="warning">
              {t('verification.superseded', { date: formatDay(verification.superseded_at, i18n.language) })}
            </Alert>
          )}
          {status === 'revoked' && (
            <Alert tone="error">
              {t('verification.revoked', { date: formatDay(verification.revoked_at, i18n.language) })}
            </Alert>
          )}
          <ul className={styles.verificationLinks}>
            <li>
              <a href={verification.page_url} target="_blank" rel="noreferrer">
                {t('verification.openPage')}
              </a>
            </li>
            <li>
              <a href={verification.qr_png_url} download>
                {t('verification.qrPng')}
              </a>
            </li>
            <li>
              <a href={verification.qr_svg_url} download>
                {t('verification.qrSvg')}
              </a>
            </li>
            {verification.stamped_copies.map((copy) => (
              <li key={copy.position}>
                <a href={copy.url} download>
                  {t('verification.stamped', { name: copy.name })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}
