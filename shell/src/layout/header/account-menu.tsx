import { useTranslation } from 'react-i18next';
import { logout, useSession } from 'shared-ui';
import { accountLinks } from './nav-links';
import { NavDropdown } from './nav-dropdown';
import styles from './header.module.css';

/** Visitors: sign in, sign up, forgot password. Signed in: the panel of their role, settings and sign out. */
export function AccountMenu() {
  const { t } = useTranslation('common');
  const session = useSession();
  const role = session?.user.role;
  return (
    <NavDropdown
      label={session ? session.user.name : t('nav.login')}
      links={accountLinks(role)}
      align="end"
      testId="account-menu"
      extra={
        session && (
          <button type="button" className={styles.menuItem} data-menu-item="" onClick={logout}>
            {t('nav.logout')}
          </button>
        )
      }
    />
  );
}
