import { useTranslation } from 'react-i18next';
import type { FeaturedTranslator } from 'shared-ui';
import { useLanguageName } from 'shared-ui/language-names';
import { translatorsNs } from '../translators-texts';
import styles from './translators.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase('tr'))
    .join('');
}

/** Photo (or initials), name, languages and university of one featured translator. */
export function TranslatorCard({ translator }: { translator: FeaturedTranslator }) {
  const { t } = useTranslation(translatorsNs);
  const langName = useLanguageName();
  return (
    <li className={styles.card}>
      {translator.avatar ? (
        <img
          className={styles.avatar}
          src={translator.avatar}
          alt={t('photo', { name: translator.name })}
          width={112}
          height={112}
          loading="lazy"
        />
      ) : (
        <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
          {initials(translator.name)}
        </span>
      )}
      <h2 className={styles.name}>{translator.name}</h2>
      {translator.languages.length > 0 && (
        <div className={styles.row}>
          <span className={styles.label}>{t('languages')}</span>
          <ul className={styles.languages}>
            {translator.languages.map((language) => (
              <li key={language} className={styles.language}>
                {langName(language)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {translator.university && (
        <p className={styles.row}>
          <span className={styles.label}>{t('university')}</span>
          <span>{translator.university}</span>
        </p>
      )}
    </li>
  );
}
