import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Spinner, paths } from 'shared-ui';
import { PageLayout } from '../../../layout/page-layout';
import { useFeaturedTranslators } from '../api/get-featured-translators';
import { TranslatorCard } from '../components/translator-card';
import { translatorsNs, translatorsTexts } from '../translators-texts';
import styles from '../components/translators.module.css';
import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The feature namespaces this screen draws with, registered by routes/ as its chunk arrives. */
export const texts: FeatureTexts[] = [translatorsTexts];

/** Spec 2.5: the featured translators, an empty state, and the way to apply. */
export function TranslatorsScreen() {
  const { t } = useTranslation(translatorsNs);
  const { data, error } = useFeaturedTranslators();
  return (
    <PageLayout title={t('title')} intro={t('intro')} width="wide">
      {error ? (
        <Alert tone="error">{t('loadFailed')}</Alert>
      ) : !data ? (
        <Spinner />
      ) : data.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {data.map((translator) => (
            <TranslatorCard key={translator.id} translator={translator} />
          ))}
        </ul>
      )}
      <section className={styles.join} aria-labelledby="join-title">
        <h2 id="join-title" className={styles.joinTitle}>
          {t('joinTitle')}
        </h2>
        <p className={styles.joinText}>{t('joinText')}</p>
        <Link to={paths.apply} className={styles.joinButton}>
          {t('joinButton')}
        </Link>
      </section>
    </PageLayout>
  );
}
