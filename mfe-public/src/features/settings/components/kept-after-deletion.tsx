import { useTranslation } from 'react-i18next';
import { keptAfterDeletion, keptMessageCode, messageText, type Locale } from 'shared-ui/contracts';
import { privacyNs } from '../../privacy-notice/privacy-notice-texts';
import styles from './data-rights.module.css';

/** What an account deletion keeps and why: the same texts the API's DELETE /settings/account answers with. */
export function KeptAfterDeletion() {
  const { t, i18n } = useTranslation(privacyNs);
  const locale: Locale = i18n.language === 'en' ? 'en' : 'tr';
  return (
    <div className={styles.kept} data-testid="kept-after-deletion">
      <h3 className={styles.subtitle}>{t('kept.title')}</h3>
      <p className={styles.muted}>{t('kept.intro')}</p>
      <ul className={styles.history}>
        {keptAfterDeletion.map((key) => (
          <li key={key}>{messageText(keptMessageCode[key], locale)}</li>
        ))}
      </ul>
      <p className={styles.muted}>{t('kept.exportHint')}</p>
    </div>
  );
}
