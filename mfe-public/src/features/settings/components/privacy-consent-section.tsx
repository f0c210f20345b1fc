import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, errorMessage, formatMoment, paths, Spinner } from 'shared-ui';
import { consentGivenEvent } from 'shared-ui/contracts';
import { givePrivacyConsent, usePrivacyConsent } from '../api/privacy-consent';
import { privacyNs } from '../../privacy-notice/privacy-notice-texts';
import { useSettingsToast } from '../utils/use-settings-toast';
import { SettingsSection } from './settings-section';
import styles from './data-rights.module.css';

/** The privacy notice: the version in force, whether the user consented to it, and their consent history. */
export function PrivacyConsentSection() {
  const { t, i18n } = useTranslation(privacyNs);
  const toast = useSettingsToast();
  const { data, error, mutate } = usePrivacyConsent();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const consent = async (version: number) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await givePrivacyConsent(version);
      toast.success(result.message);
      window.dispatchEvent(new Event(consentGivenEvent));
      await mutate(result.consent, { revalidate: false });
    } catch (err) {
      setFailure(errorMessage(err, t('failed')));
      await mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={t('consent.title')} intro={t('consent.intro')}>
      {error ? (
        <Alert tone="error">{t('loadFailed')}</Alert>
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          <p className={styles.noticeLink}>
            <a href={paths.privacyNotice} target="_blank" rel="noopener noreferrer">
              {t('consent.read', { version: data.current_version })}
            </a>
          </p>
          {failure && (
            <div className={styles.general}>
              <Alert tone="error">{failure}</Alert>
            </div>
          )}
          {data.needs_consent ? (
            <div className={styles.general} data-testid="consent-needed">
              <Alert tone="warning">
                {t(data.consented_version === null ? 'consent.first' : 'consent.needed', {
                  version: data.current_version,
                })}
              </Alert>
              <div className={styles.actions}>
                <Button busy={busy} onClick={() => void consent(data.current_version)}>
                  {t('consent.give')}
                </Button>
              </div>
            </div>
          ) : (
            <Alert tone="success">{t('consent.upToDate', { version: data.consented_version })}</Alert>
          )}
          {data.history.length > 0 && (
            <>
              <h3 className={styles.subtitle}>{t('consent.historyTitle')}</h3>
              <ul className={styles.history}>
                {data.history.map((h) => (
                  <li key={`${h.at}-${h.version}`}>
                    {h.given
                      ? t('consent.historyItem.given', { version: h.version, date: formatMoment(h.at, i18n.language) })
                      : t('consent.historyItem.notGiven', { date: formatMoment(h.at, i18n.language) })}{' '}
                    <span className={styles.muted}>({t(`consent.source.${h.source}`)})</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </SettingsSection>
  );
}
