import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { logout, paths, useSession } from 'shared-ui';
import {
  accountLinks,
  mainLinks,
  quoteLink,
  serviceLinks,
  toolLinks,
  showsQuoteLink,
  type NavLink as NavLinkData,
} from './nav-links';
import styles from './header.module.css';

/** Phones: a hamburger opening a full-height menu with every header link. Escape and navigation close it. */
export function MobileMenu() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open]);

  const item = (link: NavLinkData) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.to === paths.home} className={styles.drawerLink}>
        {t(link.label)}
      </NavLink>
    </li>
  );

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t('nav.closeMenu') : t('nav.menu')}
        onClick={() => setOpen((v) => !v)}
      >
        <span className={open ? `${styles.burgerLines} ${styles.burgerOpen}` : styles.burgerLines} aria-hidden="true" />
      </button>
      <nav id="mobile-menu" className={styles.drawer} hidden={!open} aria-label={t('nav.menu')}>
        <ul className={styles.drawerList}>
          {item({ to: paths.home, label: 'nav.home' })}
          {showsQuoteLink(session?.user.role) && item(quoteLink)}
        </ul>
        <p className={styles.drawerHeading}>{t('nav.services')}</p>
        <ul className={styles.drawerList}>{[...serviceLinks, ...toolLinks].map(item)}</ul>
        <ul className={styles.drawerList}>{mainLinks.map(item)}</ul>
        <p className={styles.drawerHeading}>{session ? session.user.name : t('nav.account')}</p>
        <ul className={styles.drawerList}>
          {accountLinks(session?.user.role).map(item)}
          {session && (
            <li>
              <button type="button" className={styles.drawerLink} onClick={logout}>
                {t('nav.logout')}
              </button>
            </li>
          )}
        </ul>
      </nav>
    </>
  );
}
