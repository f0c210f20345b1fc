import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, Button, paths, useSession, type ConsentStatusDto } from 'shared-ui';
import { consentGivenEvent } from 'shared-ui/contracts';
import styles from './privacy-consent-banner.module.css';

const laterKey = 'privacy-consent-later';

/**
 * A non-blocking banner for a signed-in user who has not consented to the privacy notice in force (a new version
 * was published, or the sign-up did not say). "Later" hides it for this browser session and this version.
 */
export function PrivacyConsentBanner() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const userId = session?.user.id;
  const [version, setVersion] = useState<number | null>(null);
  const [never, setNever] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'done' | 'failed' } | null>(null);

  useEffect(() => {
    setVersion(null);
    if (!userId) return;
    let live = true;
    apiRequest<ConsentStatusDto>('/settings/privacy-consent')
      .then((status) => {
        const later = sessionStorage.getItem(laterKey) === `${userId}:${status.current_version}`;
        if (!live || !status.needs_consent || later) return;
        setNever(status.consented_version === null);
        setVersion(status.current_version);
      })
      // the banner is a reminder: without an answer it simply does not show
      .catch(() => undefined);
    const hide = () => setVersion(null);
    window.addEventListener(consentGivenEvent, hide);
    return () => {
      live = false;
      window.removeEventListener(consentGivenEvent, hide);
    };
  }, [userId]);

  if (note?.tone === 'done')
    return (
      <div className={styles.banner} role="status">
        <p className={styles.text}>{t('privacyBanner.done')}</p>
      </div>
    );
  if (version === null) return null;

  const consent = async () => {
    setBusy(true);
    try {
      await apiRequest('/settings/privacy-consent', { method: 'POST', body: { version } });
      setNote({ tone: 'done' });
      setVersion(null);
      window.setTimeout(() => setNote(null), 4000);
    } catch {
      setNote({ tone: 'failed' });
    } finally {
      setBusy(false);
    }
  };
  const later = () => {
    sessionStorage.setItem(laterKey, `${userId}:${version}`);
    setVersion(null);
  };

  return (
    <section className={styles.banner} aria-label={t('privacyBanner.label')} data-testid="privacy-consent-banner">
      <p className={styles.text}>{t(never ? 'privacyBanner.first' : 'privacyBanner.text', { version })}</p>
      {note?.tone === 'failed' && (
        <p className={styles.error} role="alert">
          {t('privacyBanner.failed')}
        </p>
      )}
      <div className={styles.actions}>
        <a className={styles.link} href={paths.privacyNotice} target="_blank" rel="noopener noreferrer">
          {t('privacyBanner.read')}
        </a>
        <Button size="sm" busy={busy} onClick={() => void consent()}>
          {t('privacyBanner.give')}
        </Button>
        <Button size="sm" variant="ghost" onClick={later}>
          {t('privacyBanner.later')}
        </Button>
      </div>
    </section>
  );
}
