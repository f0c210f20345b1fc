import { useTranslation } from 'react-i18next';
import { Alert, formatMoment, Spinner } from 'shared-ui';
import { Card } from '../../../layout/card';
import { PageLayout } from '../../../layout/page-layout';
import { usePrivacyNotice } from '../api/use-privacy-notice';
import { privacyNs, privacyTexts } from '../privacy-notice-texts';
import styles from './privacy-notice-screen.module.css';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [privacyTexts];

/** /aydinlatma-metni — the privacy notice in force, with its version: what sign-up and Ayarlar ask consent to. */
export function PrivacyNoticeScreen() {
  const { t, i18n } = useTranslation(privacyNs);
  const { data, error } = usePrivacyNotice(i18n.language);
  return (
    <PageLayout
      title={t('notice.title')}
      intro={
        data
          ? t('notice.version', { version: data.version, date: formatMoment(data.published_at, i18n.language) })
          : undefined
      }
    >
      <Card>
        {error ? (
          <Alert tone="error">{t('notice.loadFailed')}</Alert>
        ) : data ? (
          <div className={styles.text} data-testid="privacy-notice">
            {data.content}
          </div>
        ) : (
          <Spinner />
        )}
      </Card>
    </PageLayout>
  );
}
