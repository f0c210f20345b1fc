import { useTranslation } from 'react-i18next';
import { Alert, Spinner, errorMessage, formatMoment } from 'shared-ui';
import { useAdminSiteSettings } from '../api/site-settings';
import { SiteSettingsForm } from './site-settings-form';
import { ReleasesCard } from './releases-card';
import { PriceListCard } from '../../price-list';
import { PrivacyNoticeCard } from '../../privacy-notice';
import styles from './site-settings.module.css';

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
