import { useTranslation } from 'react-i18next';
import { appConfig } from 'shared-ui';
import { contactNs } from '../contact-texts';
import styles from './contact.module.css';

/** The site's one number (the footer shows the same): "905321234567" → "+90 532 123 45 67". */
function displayPhone(digits: string): string {
  const tr = /^90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return tr ? `+90 ${tr.slice(1).join(' ')}` : `+${digits}`;
}
const mapSrc = 'https://www.google.com/maps?q=Bab%C4%B1ali+Caddesi+Fatih+%C4%B0stanbul&output=embed';

/** Address, phone, e-mail, hours and an embedded map (spec 2.5). */
export function ContactDetails() {
  const { t } = useTranslation(contactNs);
  const { siteEmail, whatsappNumber } = appConfig();
  return (
    <div className={styles.details}>
      <h2 className={styles.heading}>{t('details.title')}</h2>
      <dl className={styles.list}>
        <div>
          <dt>{t('details.address')}</dt>
          <dd>{t('details.addressText')}</dd>
        </div>
        <div>
          <dt>{t('details.phone')}</dt>
          <dd>
            <a href={`tel:+${whatsappNumber}`}>{displayPhone(whatsappNumber)}</a>
          </dd>
        </div>
        <div>
          <dt>{t('details.email')}</dt>
          <dd>
            <a href={`mailto:${siteEmail}`}>{siteEmail}</a>
          </dd>
        </div>
        <div>
          <dt>{t('details.hours')}</dt>
          <dd>{t('details.hoursText')}</dd>
        </div>
      </dl>
      <iframe
        className={styles.map}
        title={t('map')}
        src={mapSrc}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    </div>
  );
}
