import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { logout, paths, useSession } from 'shared-ui';
import { accountLinks } from './nav-links';
import { NavDropdown } from './nav-dropdown';
import { useSessionUnknown } from './session-unknown';
import styles from './header.module.css';

/**
 * Visitors: plain "Giriş Yap" and "Kayıt Ol" links, one click each (forgot password sits on the login page and in
 * the phone menu). Signed in: a menu named after the person with their panel, settings and sign out. Nothing
 * while the session is unknown (a panel's frame drawn by the server).
 */
export function AccountMenu() {
  const { t } = useTranslation('common');
  const session = useSession();
  if (useSessionUnknown()) return <div className={styles.visitorLinks} data-testid="account-menu" />;
  if (!session) {
    return (
      <div className={styles.visitorLinks} data-testid="account-menu">
        <Link to={paths.login} className={styles.navLink}>
          {t('nav.login')}
        </Link>
        <Link to={paths.register} className={styles.outlineLink}>
          {t('nav.register')}
        </Link>
      </div>
    );
  }
  return (
    <NavDropdown
      label={session.user.name}
      links={accountLinks(session.user.role)}
      align="end"
      testId="account-menu"
      extra={
        <button type="button" className={styles.menuItem} data-menu-item="" onClick={logout}>
          {t('nav.logout')}
        </button>
      }
    />
  );
}
