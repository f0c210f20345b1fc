import { useTranslation } from 'react-i18next';
import { changeLanguage } from 'shared-ui';
import styles from './header.module.css';

/** tr/en; the choice is kept in localStorage `lang` by changeLanguage (spec 1). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  return (
    <select
      data-testid="lang-switch"
      className={styles.lang}
      aria-label={t('language.label')}
      value={i18n.language === 'en' ? 'en' : 'tr'}
      onChange={(e) => void changeLanguage(e.target.value === 'en' ? 'en' : 'tr')}
    >
      <option value="tr" lang="tr">
        TR
      </option>
      <option value="en" lang="en">
        EN
      </option>
    </select>
  );
}
