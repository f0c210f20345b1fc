import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared-ui';
import { contentNs } from '../content-texts';
import styles from './quote-callout.module.css';

/** Under a service text: the way to order it. */
export function QuoteCallout() {
  const { t } = useTranslation(contentNs);
  return (
    <aside className={styles.callout} aria-labelledby="quote-callout-title">
      <div>
        <h2 id="quote-callout-title" className={styles.title}>
          {t('quoteCta')}
        </h2>
        <p className={styles.text}>{t('quoteCtaText')}</p>
      </div>
      <Link to={paths.quote} className={styles.button}>
        {t('quoteButton')}
      </Link>
    </aside>
  );
}
