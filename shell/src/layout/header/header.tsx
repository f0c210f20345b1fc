import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths, useSession } from 'shared-ui';
import { BrandMark } from '../brand-mark';
import { AccountMenu } from './account-menu';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { mainLinks, quoteLink, serviceLinks, showsQuoteLink, toolLinks } from './nav-links';
import { useHeaderOpacity } from './use-header-opacity';
import { useSessionUnknown } from './session-unknown';
import styles from './header.module.css';

/** The site header (spec 2.3): brand, main links, language, account and the quote call to action. */
export function Header() {
  const { t } = useTranslation('common');
  const { t: ts } = useTranslation('shell');
  const { pathname } = useLocation();
  const session = useSession();
  const sessionUnknown = useSessionUnknown();
  const opacity = useHeaderOpacity(pathname === paths.home);
  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;

  return (
    <header
      data-testid="site-header"
      data-opacity={opacity}
      className={styles.header}
      style={{ '--header-opacity': opacity } as CSSProperties}
    >
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.brand} aria-label={ts('homeLink')}>
          <BrandMark className={styles.mark} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{t('siteName')}</span>
            <span className={styles.brandTag}>{t('tagline')}</span>
          </span>
        </Link>
        {/* The brand link is the header's link to / on wide screens; the phone menu names it "Ana Sayfa" too. */}
        <nav className={styles.desktopNav} aria-label={ts('mainNav')}>
          <ul className={styles.navList}>
            <li>
              <NavDropdown label={t('nav.services')} links={[...serviceLinks, ...toolLinks]} testId="services-menu" />
            </li>
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          <LanguageSwitch />
          <div className={styles.desktopOnly}>
            <AccountMenu />
          </div>
          {!sessionUnknown && showsQuoteLink(session?.user.role) && (
            <Link to={quoteLink.to} className={`${styles.cta} ${styles.desktopOnly}`}>
              {t(quoteLink.label)}
            </Link>
          )}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
