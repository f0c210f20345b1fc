import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared-ui';
import { contentNs, contentTexts } from '../../content/content-texts';
import styles from './not-found-screen.module.css';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [contentTexts];

/** 'Sayfa bulunamadı.' for any unknown path, page or service (spec 2.1). */
export function NotFoundScreen() {
  const { t } = useTranslation(contentNs);
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound')}
      </h1>
      <p className={styles.hint}>{t('notFoundHint')}</p>
      <Link to={paths.home} className={styles.home}>
        {t('backHome')}
      </Link>
    </section>
  );
}
