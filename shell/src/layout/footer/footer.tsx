import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { appConfig, officePhone } from 'shared-ui';
import type { NavLink } from '../header/nav-links';
import { BrandMark } from '../brand-mark';
import { footerCompanyLinks, footerServiceLinks } from './footer-links';
import { SocialPlaceholders } from './social-placeholders';
import styles from './footer.module.css';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  const { t } = useTranslation('common');
  return (
    <div>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec 2.3: the footer links, the office's phone and e-mail (Site ayarları) and social-media placeholders. */
export function Footer() {
  const { t } = useTranslation('common');
  const { t: ts } = useTranslation('shell');
  const config = appConfig();
  const phone = officePhone(config);
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.about}>
          <p className={styles.brand}>
            <BrandMark className={styles.mark} />
            <span>{config.siteName}</span>
          </p>
          <p className={styles.text}>{t('footer.about')}</p>
        </div>
        <nav aria-label={ts('footerNav')} className={styles.nav}>
          <LinkColumn title={t('footer.services')} links={footerServiceLinks} />
          <LinkColumn title={t('footer.company')} links={footerCompanyLinks} />
        </nav>
        <div>
          <h2 className={styles.heading}>{t('footer.contact')}</h2>
          <dl className={styles.contact}>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <a href={phone.href}>{phone.display}</a>
            </dd>
            <dt>{t('footer.email')}</dt>
            <dd>
              <a href={`mailto:${config.siteEmail}`}>{config.siteEmail}</a>
            </dd>
            <dt>{t('footer.social')}</dt>
            <dd>
              <SocialPlaceholders />
            </dd>
          </dl>
        </div>
      </div>
      <p className={styles.bottom}>
        © {new Date().getFullYear()} {config.siteName}. {t('footer.rights')}
      </p>
    </footer>
  );
}
