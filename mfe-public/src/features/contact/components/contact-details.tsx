import { useTranslation } from 'react-i18next';
import { appConfig, officePhone } from 'shared-ui';
import { contactNs } from '../contact-texts';
import styles from './contact.module.css';

const mapSrc = 'https://www.google.com/maps?q=Bab%C4%B1ali+Caddesi+Fatih+%C4%B0stanbul&output=embed';

/** Address, the office's phone and e-mail as set in Site ayarları, hours and an embedded map (spec 2.5). */
export function ContactDetails() {
  const { t } = useTranslation(contactNs);
  const config = appConfig();
  const phone = officePhone(config);
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
            <a href={phone.href}>{phone.display}</a>
          </dd>
        </div>
        <div>
          <dt>{t('details.email')}</dt>
          <dd>
            <a href={`mailto:${config.siteEmail}`}>{config.siteEmail}</a>
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
