import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setSplashVisible } from 'shared-ui';
import { BrandMark } from '../brand-mark';
import styles from './splash.module.css';

/** Spec 2.3 / 9: the loading splash stays 3 seconds. */
export const SPLASH_MS = 3000;

/**
 * Pages opened from an e-mail's verification link act on arrival (verify, then move on to /login after 3 s):
 * a 3-second splash over them would hide the result. Every other start shows the splash.
 */
const pathsWithoutSplash = ['/verify-email', '/verify'];
export function splashWanted(pathname: string): boolean {
  return !pathsWithoutSplash.includes(pathname);
}

/** True during the first SPLASH_MS after start (never when `enabled` is false); shared with the remotes. */
export function useSplashVisible(ms = SPLASH_MS, enabled = true): boolean {
  const [visible, setVisible] = useState(enabled);
  useEffect(() => setSplashVisible(visible), [visible]);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setVisible(false), ms);
    return () => clearTimeout(timer);
  }, [ms, enabled]);
  return visible;
}

/** A rotating logo and the request to wait; the site loads underneath meanwhile. */
export function Splash() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.splash} data-testid="splash" role="status" aria-live="polite">
      <div className={styles.logo}>
        <BrandMark className={styles.mark} />
      </div>
      <p className={styles.name}>{t('siteName')}</p>
      <p className={styles.message}>{t('splash.message')}</p>
    </div>
  );
}
