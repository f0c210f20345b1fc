import { useTranslation } from 'react-i18next';
import { appConfig, officePhone } from 'shared-ui';
import { contactNs } from '../contact-texts';
import styles from './contact.module.css';

/** The embedded map shows the address the page names. */
const mapSrc = (address: string) => `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;

/**
 * The office's address, phone and e-mail as set in Site ayarları, hours and an embedded map of that address
 * (spec 2.5). Until an admin saves an address (legal_address), the page's own text stands in for it.
 */
export function ContactDetails() {
  const { t } = useTranslation(contactNs);
  const config = appConfig();
  const phone = officePhone(config);
  const address = config.officeAddress.trim() || t('details.addressText');
  return (
    <div className={styles.details}>
      <h2 className={styles.heading}>{t('details.title')}</h2>
      <dl className={styles.list}>
        <div>
          <dt>{t('details.address')}</dt>
          <dd className={styles.address}>{address}</dd>
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
        src={mapSrc(address)}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    </div>
  );
}
