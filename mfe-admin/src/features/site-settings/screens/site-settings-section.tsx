import { useTranslation } from 'react-i18next';
import { Alert, Spinner, errorMessage, formatMoment } from 'shared-ui';
import { useAdminSiteSettings } from '../api/site-settings';
import { SiteSettingsForm } from '../components/site-settings-form';
import { ReleasesCard } from '../components/releases-card';
import { PriceListCard, priceListTexts } from '../../price-list';
import { PrivacyNoticeCard, privacyNoticeTexts } from '../../privacy-notice';
import styles from '../components/site-settings.module.css';
import { siteSettingsTexts } from '../site-settings-texts';

/** "Site ayarları", the ninth admin section: bank details, usual quote time and contact data, with their history. */
export function SiteSettingsSection() {
  const { t, i18n } = useTranslation('admin-site');
  const { data, error } = useAdminSiteSettings();
  return (
    <section className={styles.section} aria-labelledby="admin-site-title">
      <header>
        <h1 id="admin-site-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <div className={styles.card}>
        {error ? (
          <Alert tone="error">{errorMessage(error, t('loadFailed'))}</Alert>
        ) : !data ? (
          <Spinner />
        ) : (
          <SiteSettingsForm settings={data.settings} />
        )}
      </div>
      {data && data.changes.length > 0 && (
        <div className={styles.card}>
          <h2 className={styles.cardTitle}>{t('changes')}</h2>
          <ol className={styles.changes}>
            {data.changes.map((c) => (
              <li key={c.id}>
                <time dateTime={c.at}>{formatMoment(c.at, i18n.language)}</time> —{' '}
                {t('change', {
                  field: t(`field.${c.key}`),
                  from: c.old_value || '—',
                  to: c.new_value || '—',
                  name: c.actor_name ?? '—',
                })}
              </li>
            ))}
          </ol>
        </div>
      )}
      <PriceListCard />
      <PrivacyNoticeCard />
      <ReleasesCard />
    </section>
  );
}

/** The namespaces this section draws with (routes/lazy-section.ts registers them). */
export const texts = [siteSettingsTexts, priceListTexts, privacyNoticeTexts];
