import { useTranslation } from 'react-i18next';
import { Button, formatMoment, type LoginSessionDto } from 'shared-ui';
import { signInSecurityNs } from '../sign-in-security-texts';
import styles from './sign-in-security.module.css';

/** One open session: browser and system, address, first and last use; this device is marked, not signed out here. */
export function SessionItem({ session, onSignOut }: { session: LoginSessionDto; onSignOut: () => void }) {
  const { t, i18n } = useTranslation(signInSecurityNs);
  const lang = i18n.language;
  const device = session.device ?? t('sessions.unknownDevice');
  return (
    <li className={styles.session} data-testid="session-item">
      <div className={styles.sessionText}>
        <span className={styles.device}>
          {device}
          {session.current && <span className={styles.badge}>{t('sessions.thisDevice')}</span>}
        </span>
        {session.ip && <span className={styles.meta}>{t('sessions.ip', { ip: session.ip })}</span>}
        <span className={styles.meta}>
          {t('sessions.lastUsed', { date: formatMoment(session.last_used_at, lang) })}
        </span>
        <span className={styles.meta}>{t('sessions.created', { date: formatMoment(session.created_at, lang) })}</span>
      </div>
      {!session.current && (
        <Button variant="secondary" size="sm" onClick={onSignOut} aria-label={t('sessions.signOutLabel', { device })}>
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
