import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared-ui';
import { contentNs } from '../content-texts';
import styles from './date-converter-callout.module.css';

/** Beside the Ottoman service text: the way to the date converter. */
export function DateConverterCallout() {
  const { t } = useTranslation(contentNs);
  return (
    <aside className={styles.callout} aria-labelledby="date-converter-callout-title">
      <h2 id="date-converter-callout-title" className={styles.title}>
        {t('dateConverterCta')}
      </h2>
      <p className={styles.text}>{t('dateConverterText')}</p>
      <Link to={paths.dateConverter} className={styles.link}>
        {t('dateConverterLink')}
      </Link>
    </aside>
  );
}
